/// The font weight and text alignment names parsed last, with what they parsed to.
///
/// Every item of a large spec names the same weight and alignment (inherited from
/// `[carousel.text]`): comparing with the last name costs a few instructions, where parsing a
/// raw value looks through every case.
struct LabelNames {
    private var lastWeight: (name: String, value: FontWeight)?
    private var lastAlign: (name: String, value: TextAlign)?

    /// The weight named `name`, or nil when no weight has that name.
    mutating func weight(_ name: String) -> FontWeight? {
        if let lastWeight, lastWeight.name == name { return lastWeight.value }
        guard let value = FontWeight(rawValue: name) else { return nil }
        lastWeight = (name, value)
        return value
    }

    /// The alignment named `name`, or nil when no alignment has that name.
    mutating func align(_ name: String) -> TextAlign? {
        if let lastAlign, lastAlign.name == name { return lastAlign.value }
        guard let value = TextAlign(rawValue: name) else { return nil }
        lastAlign = (name, value)
        return value
    }
}
