/// The unit spellings people write for the three units, for E0302's did-you-mean.
extension DurationParser {
    /// Other spellings of `ms`, `s` and `min` (compared in lower case), each with its unit.
    /// `m` and `h` are left out: `m` could mean minutes or a cut-short `ms`, and hours have no unit.
    static let unitSpellings: [String: String] = [
        "sec": "s", "secs": "s", "second": "s", "seconds": "s",
        "msec": "ms", "msecs": "ms", "milli": "ms", "millis": "ms", "millisecond": "ms", "milliseconds": "ms",
        "mins": "min", "minute": "min", "minutes": "min",
    ]

    /// The canonical spelling of `text` when its number is fine and its unit is another spelling
    /// of a unit (`"3 sec"` -> `"3s"`, `"500 MS"` -> `"500ms"`), the number kept as written;
    /// nil otherwise. The result parses to the same number of seconds the writer meant.
    static func canonical(_ text: String) -> String? {
        guard case .failure(.unknownUnit(let unit)) = parse(text) else { return nil }
        let lowered = unit.lowercased()
        let known = units.contains { $0.name == lowered } ? lowered : unitSpellings[lowered]
        guard let name = known else { return nil }
        let written = text.trimmingSpaces()
        guard written.hasSuffix(unit) else { return nil }
        let number = String(written.dropLast(unit.count)).trimmingSpaces()
        let result = number + name
        guard case .success = parse(result) else { return nil }
        return result
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
