import SourceDiagnostics

// E0302 (error).
// Emitted by:
//   Sources/CarouselSpec/Reading/SpecReader+Strings.swift,
//   Sources/CarouselSpec/Reading/SpecReader+Values.swift.
extension DiagnosticCode {
    /// A string that does not have the required form (id, color, duration, template).
    public static let invalidFormat = DiagnosticCode(
        "E0302", "invalid string format",
        """
        A string does not have the form its key needs. Ids start with a lower-case letter \
        followed by up to 63 lower-case letters, digits or dashes. Colors are `#RGB`, `#RGBA`, \
        `#RRGGBB`, `#RRGGBBAA` or a color name. Durations are a number with the unit `ms`, `s` \
        or `min` (`"250ms"`, `"1.5s"`); other spellings of them (`"3 sec"`, `"2 seconds"`, \
        `"500 msec"`, `"5 minutes"`) get a did-you-mean and a safe fix to the unit's own spelling. \
        Title templates only know `{n}` and `{i}`.
        """,
        wrong: spec("[carousel.auto]\ninterval = \"8 secs\"\n"),
        right: spec("[carousel.auto]\ninterval = \"8s\"\n"))
}

/// The message of E0302 and its fix-its.
extension SpecMessages {
    static func badIdentifier(_ value: String, span: SourceSpan, path: String) -> Diagnostic {
        let suggestion = identifier(like: value)
        let fixIts: [FixIt] =
            SpecReader.isIdentifier(suggestion) ? [.replace(span, with: "\"\(suggestion)\"", safety: .safe)] : []
        return Diagnostic(
            DiagnosticCode.invalidFormat, message: "invalid id \(Self.quoted(value))", span: span,
            path: path,
            help:
                "an id starts with a lower-case letter followed by up to 63 lower-case letters, digits or dashes, e.g. \"\(suggestion)\"",
            fixIts: fixIts)
    }

    static func badColor(_ value: String, failure: ColorParser.Failure, span: SourceSpan, path: String) -> Diagnostic {
        switch failure {
        case .badHex:
            return Diagnostic(
                DiagnosticCode.invalidFormat, message: "invalid color \(Self.quoted(value))", span: span,
                path: path,
                help: "write \"#RGB\", \"#RGBA\", \"#RRGGBB\" or \"#RRGGBBAA\" with hex digits 0-9 and A-F")
        case .unknownName(let suggestions):
            return Diagnostic(
                DiagnosticCode.invalidFormat, message: "unknown color name \(Self.quoted(value))",
                span: span, path: path,
                help: Suggestions.didYouMean(suggestions) ?? "write a hex color such as \"#0A84FF\"",
                notes: ["color names: " + NamedColors.names.joined(separator: ", ")],
                fixIts: SpecFixIts.replacements(suggestions, at: span, quoted: true))
        case .missingHash(let fixed):
            return Diagnostic(
                DiagnosticCode.invalidFormat,
                message: "color \(Self.quoted(value)) has no `#` in front of its hex digits",
                span: span, path: path, help: "did you mean \"\(fixed)\"?",
                fixIts: [.replace(span, with: "\"\(fixed)\"", safety: .safe)])
        }
    }

    static func badDuration(
        _ key: String, value: String, failure: DurationParser.Failure, span: SourceSpan, path: String
    ) -> Diagnostic {
        let problem: String
        switch failure {
        case .missingNumber: problem = "it does not start with a number"
        case .missingUnit: problem = "it has no unit"
        case .unknownUnit(let unit): problem = "`\(unit)` is not a unit of time"
        }
        let units =
            "valid units are \(DurationParser.unitList), e.g. \"250ms\" or \"1.5s\"; a bare number means seconds"
        // Another spelling of a unit: the same duration, written the way the spec reads it.
        let respelled = DurationParser.canonical(value)
        return Diagnostic(
            DiagnosticCode.invalidFormat,
            message: "invalid duration \(Self.quoted(value)) for `\(key)`: \(problem)",
            span: span, path: path,
            help: respelled.map { "did you mean \(Self.quoted($0))? \(units)" } ?? units,
            fixIts: respelled.map { [.replace(span, with: "\"\($0)\"", safety: .safe)] } ?? [])
    }

    static func badTemplate(_ problem: TitleTemplate.Problem, span: SourceSpan, path: String) -> Diagnostic {
        let message =
            problem.isUnclosed
            ? "unclosed placeholder `\(Self.shortened(problem.text))` in title template"
            : "unknown placeholder `\(Self.shortened(problem.text))` in title template"
        return Diagnostic(
            DiagnosticCode.invalidFormat, message: message, span: span, path: path,
            help: "use `{n}` for the 1-based position or `{i}` for the 0-based index")
    }

    /// A valid id close to `value`: `Main Page` -> `main-page`, `1st` -> `carousel-1st`, and
    /// `my-carousel` when nothing of it is left (`""`, `"---"`), so the help never shows `e.g. ""`.
    static func identifier(like value: String) -> String {
        var text = ""
        for character in value.lowercased() {
            let keep = character.isASCII && (character.isLetter || character.isNumber)
            if keep { text.append(character) } else if !text.isEmpty, text.last != "-" { text.append("-") }
        }
        while text.hasSuffix("-") { text.removeLast() }
        if text.isEmpty { return "my-carousel" }
        if let first = text.first, !first.isLetter { text = "carousel-" + text }
        text = String(text.prefix(64))
        while text.hasSuffix("-") { text.removeLast() }
        return text
    }
}
