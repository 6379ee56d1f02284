import TOML

/// The bytes the tolerant scan looks at.
enum Byte {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let hash = UInt8(ascii: "#")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let equals = UInt8(ascii: "=")
    static let dot = UInt8(ascii: ".")
    static let comma = UInt8(ascii: ",")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")

    /// Space or tab.
    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    /// `\n` or `\r`.
    static func isLineEnd(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }
    /// `A-Z a-z`.
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    /// A bare-key byte: `A-Z a-z 0-9 _ -` (the TOML tokenizer's table).
    static func isBareKey(_ byte: UInt8) -> Bool { TOMLTokenizer.isBareKeyByte(byte) }
}
