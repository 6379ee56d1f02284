/// What run splitting needs to know about a character: its direction class, and whether it joins
/// the run before it whatever font covers it.
enum CharacterClass: Sendable, Hashable {
    /// A strong left-to-right character (a letter of a left-to-right script).
    case leftToRight
    /// A strong right-to-left character (Hebrew, Arabic and the other right-to-left scripts).
    case rightToLeft
    /// A digit: left-to-right inside itself, placed by the text around it.
    case digit
    /// Spaces, punctuation, symbols and emoji: they take the direction of the text around them.
    case neutral
    /// Combining marks, joiners, variation selectors, emoji skin tones, controls: drawn by the
    /// font and in the direction of the character before them.
    case attached

    /// The class of `scalar`.
    init(_ scalar: Unicode.Scalar) {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control:
            self = .attached
            return
        case .decimalNumber:
            self = .digit
            return
        default:
            break
        }
        if (0x1F3FB...0x1F3FF).contains(scalar.value) {
            self = .attached
        } else if Self.isRightToLeft(scalar.value) {
            self = properties.isAlphabetic || properties.generalCategory == .otherLetter ? .rightToLeft : .neutral
        } else if properties.isAlphabetic {
            self = .leftToRight
        } else {
            self = .neutral
        }
    }

    /// The blocks of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan,
    /// Mandaic, their presentation forms, and the right-to-left ranges of the supplementary planes).
    static func isRightToLeft(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        default: return false
        }
    }

    /// The ISO 15924 script tag HarfBuzz needs to shape a right-to-left run starting with `value`
    /// (joining forms of Arabic, marks of Hebrew); `Zzzz` (unknown: the shaper's default) otherwise.
    static func scriptTag(_ value: UInt32) -> String {
        switch value {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return "Hebr"
        case 0x0700...0x074F: return "Syrc"
        case 0x0780...0x07BF: return "Thaa"
        case 0x07C0...0x07FF: return "Nkoo"
        case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return "Arab"
        default: return "Zzzz"
        }
    }
}
