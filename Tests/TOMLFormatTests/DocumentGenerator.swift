/// Generates varied valid TOML documents for the formatter's property tests: comments in every
/// place, odd spacing, CRLF, inline tables, nested and multi-line arrays, all string kinds,
/// dotted keys, sub-tables and arrays of tables. Key names are unique, so every document is valid.
struct DocumentGenerator {
    var random: SeededGenerator
    private var counter = 0
    private var lines: [String] = []
    private let crlf: Bool

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
        crlf = Int.random(in: 0..<4, using: &random) == 0
    }

    /// One document.
    mutating func document() -> String {
        if chance(3) { lines.append("# generated document \(counter)") }
        for _ in 0..<Int.random(in: 0...4, using: &random) { pairLine() }
        for _ in 0..<Int.random(in: 0...5, using: &random) { section() }
        let separator = crlf ? "\r\n" : "\n"
        var text = lines.joined(separator: separator)
        if chance(2) { text += separator }
        if chance(5) { text += separator + separator }
        return text
    }

    private mutating func section() {
        let name = key()
        let double = chance(3)
        let header = double ? "[[\(spaces())\(name)\(spaces())]]" : "[\(spaces())\(name)\(spaces())]"
        blanks()
        if chance(3) { lines.append(indent() + comment()) }
        lines.append(indent() + header + trailingComment())
        for _ in 0..<(double ? Int.random(in: 1...3, using: &random) : 1) {
            for _ in 0..<Int.random(in: 0...4, using: &random) { pairLine() }
            if chance(2) {
                blanks()
                lines.append("[\(name)\(spaces()).\(spaces())\(key())]")
                for _ in 0..<Int.random(in: 0...3, using: &random) { pairLine() }
            }
            if double, chance(2) { lines.append("[[\(name)]]") }
        }
    }

    private mutating func pairLine() {
        blanks()
        if chance(4) { lines.append(indent() + comment()) }
        var name = key()
        if chance(4) { name += "\(spaces()).\(spaces())" + key() }
        let separator = "\(spaces())=\(spaces())"
        lines.append(indent() + name + separator + value(depth: 0) + trailingComment() + trailingSpace())
    }

    private mutating func value(depth: Int) -> String {
        let roll = Int.random(in: 0..<(depth > 2 ? 6 : 9), using: &random)
        switch roll {
        case 0: return pick(Self.integers)
        case 1: return pick(Self.floats)
        case 2: return pick(["true", "false"] + Self.dates)
        case 3, 4: return pick(Self.strings)
        case 5: return pick(Self.multilineStrings)
        case 6: return inlineTable(depth: depth + 1)
        default: return array(depth: depth + 1)
        }
    }

    private mutating func array(depth: Int) -> String {
        let count = Int.random(in: 0...4, using: &random)
        if chance(2) {
            let items = (0..<count).map { _ in value(depth: depth) }
            return "[" + spaces() + items.joined(separator: spaces() + "," + spaces())
                + (count > 0 && chance(3) ? "," : "") + "]"
        }
        var text = "[" + (chance(3) ? " " + comment() : "") + newline()
        for _ in 0..<count {
            if chance(4) { text += indent() + comment() + newline() }
            if chance(6) { text += newline() }
            text += indent() + value(depth: depth) + "," + (chance(3) ? " " + comment() : "") + newline()
        }
        if chance(4) { text += comment() + newline() }
        return text + indent() + "]"
    }

    private mutating func inlineTable(depth: Int) -> String {
        let count = Int.random(in: 0...3, using: &random)
        if count == 0 { return "{" + spaces() + "}" }
        let pairs = (0..<count).map { _ in
            var name = key()
            if chance(5) { name += "." + key() }
            return name + spaces() + "=" + spaces() + value(depth: depth)
        }
        return "{" + spaces() + pairs.joined(separator: spaces() + "," + spaces()) + spaces() + "}"
    }

    /// A fresh key, bare or quoted (some quoted keys could be bare).
    private mutating func key() -> String {
        counter += 1
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return "\"key \(counter)\""
        case 1: return "'lit\(counter)'"
        case 2: return "\"bare-\(counter)\""
        case 3: return "\"é\(counter)\""
        case 4: return "\"tab\\t\(counter)\""
        case 5: return "\(counter)"
        default: return "k_\(counter)"
        }
    }

    private mutating func comment() -> String {
        counter += 1
        return "#" + pick([" note", "", "  spaced", "# double", " quotes \" ' \"\"\" ", " é ü 日本", " = [ { "])
            + " \(counter)"
            + (chance(4) ? " \t " : "")
    }

    private mutating func trailingComment() -> String { chance(3) ? spaces() + " " + comment() : "" }
    private mutating func trailingSpace() -> String { chance(5) ? " \t" : "" }
    private mutating func spaces() -> String { pick(["", "", " ", "  ", "\t", " \t "]) }
    private mutating func indent() -> String { pick(["", "", "", "  ", "\t", "    "]) }
    private func newline() -> String { crlf ? "\r\n" : "\n" }

    private mutating func blanks() {
        for _ in 0..<pick([0, 0, 1, 1, 2, 3]) { lines.append(pick(["", " ", "\t"])) }
    }

    private mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }

    private mutating func pick<T>(_ options: [T]) -> T {
        options[Int.random(in: 0..<options.count, using: &random)]
    }

    static let integers = ["0", "42", "-17", "+99", "1_000", "0xDEAD_beef", "0o755", "0b1101", "9223372036854775807"]
    static let floats = ["1.5", "-0.0", "6.02e+23", "1e-7", "+inf", "-inf", "nan", "1_000.000_1", "3.0E2"]
    static let dates = [
        "1979-05-27", "07:32:00", "07:32:00.999", "1979-05-27T07:32:00Z", "1979-05-27 07:32:00-07:00",
        "1979-05-27t07:32:00.5+01:30", "1979-05-27 00:32:00.999999",
    ]
    static let strings = [
        "\"plain\"", "\"\"", "''", "'C:\\path\\x'", "\"tab\\tand \\\"quotes\\\"\"", "\"\\u00e9\\U0001F600\"",
        "\"# not a comment\"", "'# not a comment either'", "\"a = [1, 2]\"", "\"trailing  \"", "\"日本語\"",
    ]
    static let multilineStrings = [
        "\"\"\"\nline one\n  line two  \n\"\"\"", "'''\nraw \\ text\t \n'''", "\"\"\"folded \\\n   text\"\"\"",
        "\"\"\"quotes \"\" inside\"\"\"\"\"", "'''x''''", "\"\"\"\r\nwindows\r\nlines\r\n\"\"\"",
        "\"\"\"# hash\n[x]\n\"\"\"",
    ]
}
