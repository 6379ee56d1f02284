import Testing
@testable import TOML

@Suite("Parser numbers")
struct ParserNumberTests {
    static func integer(_ literal: String) -> Int64? {
        if case .integer(let value)? = TestSupport.parse("x = \(literal)").result.root["x"]?.value.kind { return value }
        return nil
    }

    static func float(_ literal: String) -> Double? {
        if case .float(let value)? = TestSupport.parse("x = \(literal)").result.root["x"]?.value.kind { return value }
        return nil
    }

    @Test(
        "integers in every base, with underscores and signs",
        arguments: [
            ("42", 42), ("+17", 17), ("-0", 0), ("1_000_000", 1_000_000), ("0xDEAD_beef", 0xDEAD_BEEF),
            ("0o755", 0o755), ("0b1101", 13), ("0x00FF", 255),
            ("9223372036854775807", Int64.max), ("-9223372036854775808", Int64.min), ("0x7FFFFFFFFFFFFFFF", Int64.max),
        ] as [(String, Int64)])
    func integers(_ literal: String, _ expected: Int64) {
        #expect(Self.integer(literal) == expected)
    }

    @Test(
        "huge and malformed integers are E0104",
        arguments: [
            "9223372036854775808", "-9223372036854775809", "99999999999999999999999999", "0x1_0000_0000_0000_0000",
            "0b" + String(repeating: "1", count: 64), "+0x1", "-0o7", "0x", "0x_1", "1_", "1__2", "01", "-01", "0b2",
            "0o8",
        ])
    func invalidIntegers(_ literal: String) {
        let result = TestSupport.parse("x = \(literal)").result
        #expect(result.diagnostics.map(\.code.text) == [TOMLErrorCode.invalidNumber.rawValue])
    }

    @Test(
        "floats, exponents and specials",
        arguments: [
            ("3.14", 3.14), ("-0.01", -0.01), ("5e+22", 5e22), ("1e06", 1e6), ("-2E-2", -0.02),
            ("6.626e-34", 6.626e-34),
            ("224_617.445_991", 224_617.445_991), ("1e-400", 0), ("0.1234567890123456789", 0.1234567890123456789),
            ("inf", .infinity), ("+inf", .infinity), ("-inf", -.infinity),
            ("1.7976931348623157e308", .greatestFiniteMagnitude),
        ] as [(String, Double)])
    func floats(_ literal: String, _ expected: Double) {
        #expect(Self.float(literal) == expected)
    }

    @Test("nan with any sign is NaN", arguments: ["nan", "+nan", "-nan"])
    func nan(_ literal: String) {
        #expect(Self.float(literal)?.isNaN == true)
    }

    @Test("negative zero keeps its sign")
    func negativeZero() {
        #expect(Self.float("-0.0")?.sign == .minus)
    }

    @Test(
        "malformed floats are rejected",
        arguments: [".5", "5.", "1.e5", "1e", "1e_5", "1.5_", "1__0.0", "03.14", "inf_", "infinity", "1.2.3"])
    func invalidFloats(_ literal: String) {
        #expect(!TestSupport.parse("x = \(literal)").result.isValid)
    }
}
