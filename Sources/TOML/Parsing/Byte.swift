/// ASCII byte constants used by the lexer (statically initialised, no lazy globals on the hot path).
enum Byte {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let apostrophe: UInt8 = 0x27
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let equals: UInt8 = 0x3D
    static let leftBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let rightBracket: UInt8 = 0x5D
    static let underscore: UInt8 = 0x5F
    static let leftBrace: UInt8 = 0x7B
    static let rightBrace: UInt8 = 0x7D

    /// `0`-`9`.
    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- zero < 10 }

    /// Bit `b` set for the bare-key bytes `b` below 64: `-` and `0-9`.
    private static let bareKeyLow: UInt64 = 1 << 0x2D | 0x3FF << 0x30
    /// Bit `b - 64` set for the bare-key bytes 64...127: `A-Z`, `_`, `a-z`.
    private static let bareKeyHigh: UInt64 = 0x3FF_FFFF << 1 | 1 << 31 | 0x3FF_FFFF << 33
    /// Bare-key bytes plus `+`, `.` and `:` (below 64).
    private static let tokenLow: UInt64 = bareKeyLow | 1 << 0x2B | 1 << 0x2E | 1 << 0x3A

    /// `A-Z a-z 0-9 _ -`: the characters of a bare key.
    @inline(__always) static func isBareKey(_ byte: UInt8) -> Bool {
        let mask = byte < 64 ? bareKeyLow : byte < 128 ? bareKeyHigh : 0
        return mask >> UInt64(byte & 63) & 1 != 0
    }

    /// The characters that can appear inside a number or date-time token.
    @inline(__always) static func isValueToken(_ byte: UInt8) -> Bool {
        let mask = byte < 64 ? tokenLow : byte < 128 ? bareKeyHigh : 0
        return mask >> UInt64(byte & 63) & 1 != 0
    }

    /// The value of a hexadecimal digit, or nil.
    @inline(__always) static func hexValue(_ byte: UInt8) -> UInt32? {
        if isDigit(byte) { return UInt32(byte &- zero) }
        let lower = byte | 0x20
        if lower >= 0x61 && lower <= 0x66 { return UInt32(lower - 0x61 + 10) }
        return nil
    }
}
