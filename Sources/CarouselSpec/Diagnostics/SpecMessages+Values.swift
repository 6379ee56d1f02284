import SourceDiagnostics

extension SpecMessages {
    static func outOfRange(
        _ key: String, value: String, bounds: Bounds, unit: String = "", span: SourceSpan, path: String
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.outOfRange,
            message: "`\(key)` is \(value), outside the allowed range \(bounds.text)\(unit)", span: span, path: path)
    }

    static func notFinite(_ key: String, value: Double, span: SourceSpan, path: String) -> Diagnostic {
        let name = value.isNaN ? "nan (not a number)" : (value > 0 ? "inf (infinity)" : "-inf (minus infinity)")
        return Diagnostic(
            DiagnosticCode.outOfRange,
            message: "`\(key)` must be a finite number, found \(name)",
            span: span, path: path, help: "write a finite number of points or seconds")
    }

    static func countOutOfRange(_ key: String, count: Int, bounds: Bounds, what: String, span: SourceSpan, path: String)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.outOfRange,
            message: "`\(key)` has \(count) \(what), outside the allowed range \(bounds.text)", span: span, path: path)
    }

    static func lengthOutOfRange(_ key: String, length: Int, bounds: Bounds, span: SourceSpan, path: String)
        -> Diagnostic
    {
        let detail = length == 0 ? "is empty" : "is \(length) characters long"
        return Diagnostic(
            DiagnosticCode.outOfRange,
            message: "`\(key)` \(detail); its length must be \(bounds.text) characters", span: span, path: path)
    }

    static func badIdentifier(_ value: String, span: SourceSpan, path: String) -> Diagnostic {
        let suggestion = identifier(like: value)
        let fixIts: [FixIt] = SpecReader.isIdentifier(suggestion) ? [.replace(span, with: "\"\(suggestion)\"")] : []
        return Diagnostic(
            DiagnosticCode.invalidFormat, message: "invalid id \(Self.quoted(value))", span: span,
            path: path,
            help:
                "an id starts with a lower-case letter followed by up to 63 lower-case letters, digits or dashes, e.g. \"\(suggestion)\"",
            fixIts: fixIts)
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
                fixIts: [.replace(span, with: "\"\(fixed)\"")])
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
        return Diagnostic(
            DiagnosticCode.invalidFormat,
            message: "invalid duration \(Self.quoted(value)) for `\(key)`: \(problem)",
            span: span, path: path,
            help: "valid units are \(DurationParser.unitList), e.g. \"250ms\" or \"1.5s\"; a bare number means seconds")
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

    /// Words other carousel and layout libraries use for a value this spec spells differently
    /// (CSS's `left` for `leading`, `normal` for `regular`): offered when no spelling is close.
    static let valueSynonyms: [String: String] = [
        "left": "leading", "start": "leading", "right": "trailing", "end": "trailing",
        "centre": "center", "middle": "center", "normal": "regular", "semibold": "bold", "heavy": "bold",
    ]

    static func unknownValue(_ key: String, value: String, allowed: [String], span: SourceSpan, path: String)
        -> Diagnostic
    {
        var suggestions = NameSuggestions.closest(to: value, in: allowed)
        if suggestions.isEmpty, let synonym = valueSynonyms[value.lowercased()], allowed.contains(synonym) {
            suggestions = [synonym]
        }
        return Diagnostic(
            DiagnosticCode.unknownValue,
            message: "unknown \(key) \(Self.quoted(value))", span: span, path: path,
            help: Suggestions.didYouMean(suggestions),
            notes: ["`\(key)` is one of " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")],
            fixIts: SpecFixIts.replacements(suggestions, at: span, quoted: true))
    }

    static func badFile(
        _ key: String, written: String, resolved: String, problem: FileSignature.Problem, span: SourceSpan, path: String
    ) -> Diagnostic {
        let message: String
        var help: String?
        switch problem {
        case .unsupportedExtension(let ext):
            let allowed = allowedFiles(key)
            let shown = ext.isEmpty ? "(none)" : "." + Self.shortened(ext)
            message = "`\(key)` \(Self.quoted(written)) has the unsupported extension \"\(shown)\""
            help = "use a \(allowed) file"
        case .notFound:
            message = "`\(key)` file \(Self.quoted(written)) does not exist"
            help = "relative paths start at the spec file's folder"
        case .isDirectory:
            message = "`\(key)` \(Self.quoted(written)) is a folder, not a file"
            help =
                "give the path of one \(allowedFiles(key)) file in it, e.g. \(Self.quoted(fileInFolder(written, key)))"
        case .unreadable: message = "`\(key)` file \(Self.quoted(written)) cannot be read"
        case .wrongContent(let format):
            message = "`\(key)` file \(Self.quoted(written)) is not a \(format) file"
            help = "its first bytes are not a \(format) signature; re-export it or fix the extension"
        case .imageTooLarge(let width, let height):
            message =
                "`\(key)` file \(Self.quoted(written)) is \(width)×\(height) pixels; "
                + "images are limited to \(FileSignature.maxImageSide) pixels a side"
            help = "scale it down: a card shows it at most a few thousand pixels wide"
        }
        return Diagnostic(
            DiagnosticCode.badFile, message: message, span: span, path: path, help: help,
            notes: ["resolved to \(resolved)"])
    }

    /// The file types a path key takes, for help lines.
    static func allowedFiles(_ key: String) -> String { key == "font" ? ".ttf or .otf" : ".png, .jpg, .jpeg or .bmp" }

    /// `photos/photo.png` for the folder `photos/` (never an empty example: `photo.png` for `""`).
    static func fileInFolder(_ folder: String, _ key: String) -> String {
        var base = folder
        while base.hasSuffix("/"), base.count > 1 { base.removeLast() }
        let name = key == "font" ? "font.ttf" : "photo.png"
        if base.isEmpty || base == "." { return name }
        return base == "/" ? "/" + name : base + "/" + name
    }

    static func clamped(
        _ key: String, value: String, to limit: String, reason: String, help: String, span: SourceSpan, path: String,
        fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.clamped,
            message: "`\(key)` is \(value); \(reason), so \(limit) is used",
            span: span, path: path, help: help, fixIts: fixIts)
    }
}
