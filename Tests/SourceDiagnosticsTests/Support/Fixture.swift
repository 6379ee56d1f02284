@testable import SourceDiagnostics

/// A small report that exercises every part of the renderers: labels on the same and on other
/// lines, help and notes, multi-byte and wide characters, a tab before a span, a multi-line span,
/// a diagnostic without a span and text that needs escaping.
enum Fixture {
    static let spec = """
        # Ünïcödé header
        [[carousel]]
        id = "featured"
        spaceing = 16
        \tkind = "pagng"
        title = "日本 ☕"; corner-radius = "日本"
        id = "featured"
        items = [
          "a",
          "b",
        ]

        """

    static let specFile = SourceFile(path: "Configs/bad.carousel.toml", text: spec)
    static let oddFile = SourceFile(path: "Configs/odd, name: ü.carousel.toml", bytes: [0x66, 0xFF, 0x0A])
    static let cleanFile = SourceFile(path: "Configs/good.carousel.toml", text: "[[carousel]]\nid = \"a\"\n")

    /// The byte span of the `occurrence`-th (0-based) appearance of `needle` in the spec text.
    static func span(_ needle: String, occurrence: Int = 0) -> SourceSpan {
        let haystack = Array(spec.utf8)
        let pattern = Array(needle.utf8)
        var found = 0
        var index = 0
        while index + pattern.count <= haystack.count {
            if Array(haystack[index..<(index + pattern.count)]) == pattern {
                if found == occurrence { return SourceSpan(start: index, end: index + pattern.count) }
                found += 1
            }
            index += 1
        }
        fatalError("fixture text has no \(needle) #\(occurrence)")
    }

    static let diagnostics: [Diagnostic] = [
        Diagnostic(
            severity: .error, code: DiagnosticID("E0201"), message: "unknown key `spaceing` in [[carousel]]",
            span: span("spaceing"), path: "carousel[0].spaceing", help: "did you mean `spacing`?",
            fixIts: [.replace(span("spaceing"), with: "spacing", safety: .safe)]
        ),
        Diagnostic(
            severity: .error, code: DiagnosticID("E0203"), message: "unknown kind \"pagng\"",
            span: span("\"pagng\""), path: "carousel[0].kind", help: "did you mean `paging`?",
            notes: ["kinds are paging, stack, marquee and focus"],
            fixIts: [
                FixIt(
                    message: "write \"日本\" on two lines",
                    edits: [
                        TextEdit(span: span("\"pagng\""), replacement: "\"paging\""),
                        TextEdit(span: .point(span("id").start), replacement: "# ☕\n"),
                    ], safety: .unsafe)
            ]
        ),
        Diagnostic(
            severity: .error, code: DiagnosticID("E0202"), message: "`corner-radius` must be a length, found a string",
            span: span("\"日本\"", occurrence: 0), path: "carousel[0].corner-radius",
            labels: [
                DiagnosticLabel(span: span("title"), message: "the title is fine"),
                DiagnosticLabel(span: span("corner-radius"), message: "this key wants a number of points"),
            ]
        ),
        Diagnostic(
            severity: .error, code: DiagnosticID("E0204"), message: "duplicate key `id`",
            span: span("id", occurrence: 1), path: "carousel[0].id",
            labels: [DiagnosticLabel(span: span("id = \"featured\"", occurrence: 0), message: "first defined here")]
        ),
        Diagnostic(
            severity: .warning, code: DiagnosticID("W0401"),
            message: "items spread over\nseveral lines, 100% \"quoted\"",
            span: span("[\n  \"a\",\n  \"b\",\n]"), path: "carousel[0].items",
            notes: ["a note with a tab\there and a backslash \\"]
        ),
    ]

    static let oddDiagnostics: [Diagnostic] = [
        Diagnostic(severity: .error, code: DiagnosticID("E0102"), message: "the file is not valid UTF-8", span: nil),
        Diagnostic(
            severity: .note, code: DiagnosticID("N0001"), message: "byte 0xFF at line 1",
            span: SourceSpan(start: 1, end: 2)),
    ]

    static let report = DiagnosticReport(files: [
        FileDiagnostics(file: specFile, diagnostics: diagnostics),
        FileDiagnostics(file: cleanFile, diagnostics: []),
        FileDiagnostics(file: oddFile, diagnostics: oddDiagnostics),
    ])

    static let rules: @Sendable (String) -> DiagnosticRule? = { code in
        code == "E0201"
            ? DiagnosticRule(
                id: code, shortDescription: "unknown key", fullDescription: "A key the schema does not know.",
                helpURI: "https://example.invalid/diagnostics#E0201")
            : nil
    }
}
