import CarouselSpec
import SourceDiagnostics
import TOML

/// The wording of the project config's and the suppressions' diagnostics, in one place.
enum LintMessages {
    /// A name, code, level or pattern from the file as shown in a message: cut to
    /// ``SpecMessages/maxShownCharacters`` with `…` (docs/limits.md), like a spec's.
    static func shown(_ text: String) -> String {
        SpecMessages.shortened(text)
    }

    static func unknownKey(_ name: String, allowed: [String]) -> String {
        "unknown key `\(shown(name))` in \(LintConfigReader.fileName)"
    }

    static func wrongType(_ what: String, expected: String, _ value: TOMLValue) -> String {
        "`\(what)` must be \(expected), found \(article(value.typeName))"
    }

    static func unknownCode(_ code: String) -> String {
        "`\(shown(code))` is not a diagnostic code"
    }

    static func unknownLevel(_ text: String) -> String {
        "unknown level \"\(shown(text))\": the levels are \"allow\", \"warn\" and \"deny\""
    }

    static func errorLowered(_ code: String, _ level: LintLevel) -> String {
        "`\(shown(code))` is an error and cannot be set to \"\(level.rawValue)\""
    }

    static func badPattern(_ text: String, _ error: GlobError) -> String {
        "invalid path pattern \"\(shown(text))\": \(error.reason)"
    }

    static func missingPaths(written: Bool) -> String {
        written ? "this override's `paths` has no pattern, so it matches no file" : "an override needs `paths`"
    }

    /// The safety of a spelling correction to the first of `candidates`: safe only when it is the
    /// only one (among several, the pick is a guess).
    static func spelling(_ candidates: [String]) -> FixSafety {
        candidates.count == 1 ? .safe : .unsafe
    }

    /// `["x"]` for a string written where an array of strings is expected.
    static func wrapInArray(_ value: TOMLValue) -> FixIt? {
        guard case .string = value.kind else { return nil }
        return FixIt(
            message: "put the pattern in an array",
            edits: [
                TextEdit(span: .point(value.span.start), replacement: "["),
                TextEdit(span: .point(value.span.end), replacement: "]"),
            ], safety: .safe)
    }

    /// The level a user most likely meant by `text`: the closest spelling, or the level other
    /// tools call by that name (`error` is deny, `off` and `ignore` are allow).
    static func levelSuggestion(for text: String) -> String? {
        let lowered = text.lowercased()
        if LintLevel(rawValue: lowered) != nil { return lowered }
        let words = LintLevel.allCases.map { ($0.rawValue, $0.rawValue) } + synonyms
        guard let closest = Suggestions.closest(to: lowered, in: words.map(\.0)).first else {
            return words.first { $0.0 == lowered }?.1
        }
        return words.first { $0.0 == closest }?.1
    }

    /// Words other linters use for the levels (`error` is deny, `off` and `ignore` are allow).
    private static let synonyms = [
        ("error", "deny"), ("forbid", "deny"), ("fail", "deny"), ("off", "allow"), ("ignore", "allow"),
        ("silence", "allow"), ("warning", "warn"),
    ]

    static func didYouMean(_ candidates: [String]) -> String? {
        guard !candidates.isEmpty else { return nil }
        return "did you mean " + candidates.map { "`\($0)`" }.joined(separator: " or ") + "?"
    }

    static func list(_ names: [String]) -> String {
        names.map { "`\($0)`" }.joined(separator: " and ")
    }

    private static func article(_ type: String) -> String {
        (type.first.map { "aeiou".contains($0) } ?? false) ? "an " + type : "a " + type
    }
}
