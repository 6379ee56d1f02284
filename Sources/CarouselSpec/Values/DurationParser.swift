/// Parses duration strings: a number followed by a unit, `"250ms"`, `"1.5s"`, `"2 min"`.
enum DurationParser {
    /// The units a duration string may use, with their length in seconds.
    static let units: [(name: String, seconds: Double)] = [("ms", 0.001), ("s", 1), ("min", 60)]

    /// Why a duration string was rejected.
    enum Failure: Error, Equatable {
        /// No number in front of the unit.
        case missingNumber
        /// A number without a unit ("3").
        case missingUnit
        /// A unit that is not `ms`, `s` or `min`.
        case unknownUnit(String)
    }

    /// Seconds, or why not. The sign is kept: range checks happen later with a clear message.
    static func parse(_ text: String) -> Result<Double, Failure> {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        let numberStart = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var sawDigit = false
        while index < bytes.count,
            isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "_")
        {
            if isDigit(bytes[index]) { sawDigit = true }
            index += 1
        }
        guard sawDigit else { return .failure(.missingNumber) }
        let numberText = String(decoding: bytes[numberStart..<index], as: UTF8.self).replacingUnderscores()
        guard let number = Double(numberText) else { return .failure(.missingNumber) }
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        var end = bytes.count
        while end > index, bytes[end - 1] == 0x20 { end -= 1 }
        let unit = String(decoding: bytes[index..<end], as: UTF8.self)
        if unit.isEmpty { return .failure(.missingUnit) }
        guard let match = units.first(where: { $0.name == unit }) else { return .failure(.unknownUnit(unit)) }
        return .success(number * match.seconds)
    }

    /// `ms`, `s`, `min` for help texts.
    static var unitList: String { units.map { "`\($0.name)`" }.joined(separator: ", ") }

    /// A regular expression accepting every string ``parse(_:)`` accepts (for the JSON Schema).
    static var pattern: String {
        "^ *[-+]?[0-9_.]*[0-9][0-9_.]* *(" + units.map(\.name).joined(separator: "|") + ") *$"
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

extension String {
    fileprivate func replacingUnderscores() -> String { String(unicodeScalars.filter { $0 != "_" }) }
}
