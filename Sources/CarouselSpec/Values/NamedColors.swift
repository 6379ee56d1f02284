/// The color names a spec may use, with the sRGB values of the usual system palette.
public enum NamedColors {
    /// Names in documentation order with their colors.
    public static let all: [(name: String, color: RGBAColor)] = [
        ("black", RGBAColor(red: 0x00, green: 0x00, blue: 0x00)),
        ("white", RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF)),
        ("gray", RGBAColor(red: 0x8E, green: 0x8E, blue: 0x93)),
        ("red", RGBAColor(red: 0xFF, green: 0x3B, blue: 0x30)),
        ("orange", RGBAColor(red: 0xFF, green: 0x95, blue: 0x00)),
        ("yellow", RGBAColor(red: 0xFF, green: 0xCC, blue: 0x00)),
        ("green", RGBAColor(red: 0x34, green: 0xC7, blue: 0x59)),
        ("mint", RGBAColor(red: 0x00, green: 0xC7, blue: 0xBE)),
        ("teal", RGBAColor(red: 0x30, green: 0xB0, blue: 0xC7)),
        ("cyan", RGBAColor(red: 0x32, green: 0xAD, blue: 0xE6)),
        ("blue", RGBAColor(red: 0x00, green: 0x7A, blue: 0xFF)),
        ("indigo", RGBAColor(red: 0x58, green: 0x56, blue: 0xD6)),
        ("purple", RGBAColor(red: 0xAF, green: 0x52, blue: 0xDE)),
        ("pink", RGBAColor(red: 0xFF, green: 0x2D, blue: 0x55)),
        ("brown", RGBAColor(red: 0xA2, green: 0x84, blue: 0x5E)),
    ]

    /// The names alone.
    public static let names = all.map(\.name)

    /// The color called `name`, if any.
    public static func color(named name: String) -> RGBAColor? {
        all.first { $0.name == name }?.color
    }

    /// Item colors by position when a spec gives none: `palette[position % count]`.
    public static let defaultPalette: [RGBAColor] = [
        "blue", "purple", "pink", "orange", "green", "teal", "indigo", "red",
    ]
    .compactMap { color(named: $0) }
}
