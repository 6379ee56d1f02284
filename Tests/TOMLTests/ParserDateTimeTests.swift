import Testing
@testable import TOML

@Suite("Parser date-times")
struct ParserDateTimeTests {
    static func dateTime(_ literal: String) -> TOMLDateTime? {
        if case .dateTime(let value)? = TestSupport.parse("d = \(literal)").result.root["d"]?.value.kind {
            return value
        }
        return nil
    }

    @Test("offset date-time with nanoseconds and the digits as written")
    func offsetDateTime() throws {
        let value = try #require(Self.dateTime("1979-05-27T00:32:00.999999999-07:30"))
        #expect(value.kind == .offsetDateTime)
        #expect(value.date?.year == 1979 && value.date?.month == 5 && value.date?.day == 27)
        #expect(value.time?.minute == 32 && value.time?.nanosecond == 999_999_999)
        #expect(value.fractionDigits == "999999999")
        #expect(value.offsetMinutes == -450)
        #expect(value.rfc3339 == "1979-05-27T00:32:00.999999999-07:30")
    }

    @Test("fractions beyond nanoseconds are truncated in the value but kept in the digits")
    func longFraction() throws {
        let value = try #require(Self.dateTime("07:32:00.1234567891234"))
        #expect(value.time?.nanosecond == 123_456_789)
        #expect(value.fractionDigits == "1234567891234")
        #expect(try #require(Self.dateTime("07:32:00.5")).time?.nanosecond == 500_000_000)
    }

    @Test(
        "the four kinds and their separators",
        arguments: [
            ("1979-05-27 07:32:00Z", TOMLDateTime.Kind.offsetDateTime), ("1979-05-27t07:32:00z", .offsetDateTime),
            ("1979-05-27T07:32:00", .localDateTime), ("1979-05-27", .localDate), ("00:00:00", .localTime),
        ])
    func kinds(_ literal: String, _ kind: TOMLDateTime.Kind) {
        #expect(Self.dateTime(literal)?.kind == kind)
    }

    @Test(
        "leap years",
        arguments: [("2000-02-29", true), ("2024-02-29", true), ("1900-02-29", false), ("2023-02-29", false)])
    func leapYears(_ literal: String, _ valid: Bool) {
        #expect(TestSupport.parse("d = \(literal)").result.isValid == valid)
    }

    @Test(
        "invalid date-times are E0105",
        arguments: [
            "2021-13-01", "2021-00-10", "2021-04-31", "2021-01-00", "1979-05-27T25:00:00", "1979-05-27T07:60:00",
            "1979-05-27T07:32:61", "1979-05-27T07:32:00+24:00", "1979-05-27T07:32:00+01:60", "1979-05-27T07:32",
            "1979-05-27T07:32:00.", "1979-05-27T07:32:00.Z", "1979-5-27", "1979-05-27X07:32:00", "07:32",
            "1979-05-27T07:32:00+0100",
        ])
    func invalid(_ literal: String) {
        #expect(
            TestSupport.parse("d = \(literal)").result.diagnostics.map(\.code.text) == [
                TOMLErrorCode.invalidDateTime.rawValue
            ])
    }

    @Test("a leap second is accepted")
    func leapSecond() {
        #expect(Self.dateTime("1990-12-31T23:59:60Z")?.time?.second == 60)
    }
}
