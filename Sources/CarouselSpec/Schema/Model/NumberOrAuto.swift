/// A number, or `"auto"`: `per-view` (a count of items per view, or each item as long as its
/// content, Swiper's `slidesPerView: 'auto'`) and the marquee's `item-extent` (points, or each
/// headline as long as its label).
enum NumberOrAuto: SpecFieldValue, Hashable {
    /// The number written.
    case number(Double)
    /// Each item's own length: its `length`, else its image's aspect ratio, else its label.
    case auto

    /// The name written for ``auto``.
    static let autoName = "auto"

    /// A number, or `"auto"`.
    init?(specValue value: SpecValue) {
        if case .string(Self.autoName) = value {
            self = .auto
        } else if let number = value.double {
            self = .number(number)
        } else {
            return nil
        }
    }

    /// The number, or `whenAuto` for `"auto"`.
    func number(or whenAuto: Double) -> Double {
        switch self {
        case .number(let number): return number
        case .auto: return whenAuto
        }
    }
}
