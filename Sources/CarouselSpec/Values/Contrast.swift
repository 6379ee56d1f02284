#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// WCAG relative luminance and contrast, to pick white or black text on a card.
enum Contrast {
    /// Relative luminance of an sRGB color (alpha ignored), 0 black ... 1 white.
    static func luminance(_ color: RGBAColor) -> Double {
        let linear = linearChannels
        return 0.2126 * linear[Int(color.red)] + 0.7152 * linear[Int(color.green)]
            + 0.0722 * linear[Int(color.blue)]
    }

    /// Each 8-bit sRGB channel value made linear, computed once (every item without a `text-color`
    /// asks for its color's luminance).
    static let linearChannels: [Double] = (0...255).map { channel in
        let value = Double(channel) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// White or black, whichever has the higher contrast ratio with `background`.
    static func textColor(on background: RGBAColor) -> RGBAColor {
        let lum = luminance(background)
        let withWhite = 1.05 / (lum + 0.05)
        let withBlack = (lum + 0.05) / 0.05
        return withWhite >= withBlack
            ? RGBAColor(red: 255, green: 255, blue: 255) : RGBAColor(red: 0, green: 0, blue: 0)
    }
}
