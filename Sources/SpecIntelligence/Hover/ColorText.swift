import CarouselSpec

/// A color in words: `#30B0C7 · rgb(48, 176, 199)`, with its name when it has one.
enum ColorText {
    /// `**#30B0C7** (teal) · rgb(48, 176, 199)`, plus the opacity when not opaque.
    static func describe(_ color: RGBAColor) -> String {
        var text = "**\(hex(color))**"
        if let name = NamedColors.all.first(where: { $0.color == color })?.name { text += " (\(name))" }
        text += " · rgb(\(color.red), \(color.green), \(color.blue))"
        if color.alpha != 255 {
            text += " · alpha \(color.alpha) (\(Int((Double(color.alpha) / 255 * 100).rounded()))% opaque)"
        }
        return text
    }

    /// `#RRGGBB` when opaque, else `#RRGGBBAA`.
    static func hex(_ color: RGBAColor) -> String {
        color.alpha == 255 ? String(color.hex.prefix(7)) : color.hex
    }
}
