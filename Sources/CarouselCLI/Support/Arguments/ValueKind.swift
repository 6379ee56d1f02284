import CarouselSpec

/// What an option's value is: how it is read and checked, and how a usage error says what was expected.
enum ValueKind: Sendable {
    /// Any text (a path, an id).
    case text
    /// A whole number in the range.
    case integer(ClosedRange<Int>)
    /// A number in the range.
    case number(ClosedRange<Double>)
    /// A time in seconds, in the range: a bare number of seconds, or the spec's duration grammar
    /// (`250ms`, `1.5 s`, `2min`).
    case duration(ClosedRange<Double>)
    /// One of the words.
    case choice([String])
    /// `WIDTHxHEIGHT` in points: width from 160, height from 120 (``WindowBounds``), each up to its maximum.
    case size(maximumWidth: Int, maximumHeight: Int)

    /// The checked value of `text` given for the option `name`; a usage error says what was expected.
    func value(of text: String, for name: String) throws(CommandError) -> OptionValue {
        guard let value = read(text) else {
            throw .usage("invalid value '\(text)' for \(name); expected \(expectation)")
        }
        return value
    }

    /// The value, or nil when `text` is not one.
    private func read(_ text: String) -> OptionValue? {
        switch self {
        case .text: return .text(text)
        case .integer(let range):
            guard let number = Int(text), range.contains(number) else { return nil }
            return .integer(number)
        case .number(let range):
            guard let number = Double(text), number.isFinite, range.contains(number) else { return nil }
            return .number(number)
        case .duration(let range):
            guard let seconds = Double(text) ?? SpecDuration.seconds(text), seconds.isFinite, range.contains(seconds)
            else { return nil }
            return .number(seconds)
        case .choice(let words):
            return words.contains(text) ? .text(text) : nil
        case .size(let maximumWidth, let maximumHeight):
            let parts = text.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
                (WindowBounds.minimumWidth...maximumWidth).contains(width),
                (WindowBounds.minimumHeight...maximumHeight).contains(height)
            else { return nil }
            return .size(width: width, height: height)
        }
    }

    /// What a valid value looks like, after "expected".
    var expectation: String {
        switch self {
        case .text: return "text"
        case .integer(let range): return "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .number(let range):
            return "a number from \(Self.decimal(range.lowerBound)) to \(Self.decimal(range.upperBound))"
        case .duration(let range):
            return "a duration such as 1.5, 1.5 s, 250ms or 2min, from \(Self.seconds(range.lowerBound))"
                + " to \(Self.seconds(range.upperBound))"
        case .choice(let words): return Self.list(words)
        case .size: return "WIDTHxHEIGHT in points, " + (rangeText ?? "") + ", e.g. 1280x800"
        }
    }

    /// The range for help text ("1 to 1000"), or nil for kinds without one.
    var rangeText: String? {
        switch self {
        case .integer(let range): return "\(range.lowerBound) to \(range.upperBound)"
        case .number(let range): return "\(Self.decimal(range.lowerBound)) to \(Self.decimal(range.upperBound))"
        case .duration(let range): return "\(Self.seconds(range.lowerBound)) to \(Self.seconds(range.upperBound))"
        case .size(let maximumWidth, let maximumHeight):
            return
                "width \(WindowBounds.minimumWidth) to \(maximumWidth), height \(WindowBounds.minimumHeight) to \(maximumHeight)"
        case .text, .choice: return nil
        }
    }

    /// `a, b or c`.
    static func list(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
    }

    /// `4`, `0.5`: a whole number without a decimal point.
    static func decimal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `86400 s`, `0.0001 s`.
    static func seconds(_ value: Double) -> String { decimal(value) + " s" }
}

/// A checked option value.
enum OptionValue: Sendable, Equatable {
    case text(String)
    case integer(Int)
    case number(Double)
    case size(width: Int, height: Int)
}
