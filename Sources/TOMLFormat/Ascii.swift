/// The bytes the formatter writes (and the two it trims from comments). Reading TOML is the
/// syntax tree's job (``TOMLSyntaxTree``): nothing here classifies input bytes.
enum Ascii {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let space: UInt8 = 0x20
    static let comma: UInt8 = 0x2C
    static let dot: UInt8 = 0x2E
    static let equals: UInt8 = 0x3D
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
}
