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

    /// The WCAG contrast ratio of two colors (alpha ignored), 1 ... 21.
    static func ratio(_ first: RGBAColor, _ second: RGBAColor) -> Double {
        let a = luminance(first), b = luminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG's least contrast for normal text (1.4.3).
    static let minimumNormal = 4.5
    /// WCAG's least contrast for large text: at least 18 pt (24 points here), or 14 pt bold
    /// (18.66 points; a CSS pt is 4/3 of a point).
    static let minimumLarge = 3.0

    /// Whether text of `points` points in `weight` is large by WCAG's definition.
    static func isLarge(points: Double, weight: FontWeight) -> Bool {
        points >= 24 || (weight == .bold && points >= 14 * 4 / 3 - 0.01)
    }

    /// The lightest background the label scrim guarantees on an image: a white picture under the
    /// scrim at its darkest (``CardText/scrimAlpha``). The darkest is black (a black picture).
    static let scrimOverWhite: RGBAColor = {
        let level = UInt8((255 * (1 - CardText.scrimAlpha / 255)).rounded())
        return RGBAColor(red: level, green: level, blue: level)
    }()

    /// The contrast `text` keeps over any picture under the scrim: the worse of its contrast with
    /// black and with ``scrimOverWhite``.
    static func ratioOverImage(_ text: RGBAColor) -> Double {
        min(ratio(text, RGBAColor(red: 0, green: 0, blue: 0)), ratio(text, scrimOverWhite))
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
