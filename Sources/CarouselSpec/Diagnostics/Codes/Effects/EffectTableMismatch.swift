import SourceDiagnostics

// E0316 (error).
// Emitted by: Sources/CarouselSpec/Rules/EffectRule.swift.
extension DiagnosticCode {
    /// An effect's parameter table on a carousel whose `effect` is another one.
    public static let effectTableMismatch = DiagnosticCode(
        "E0316", "effect parameters for another effect",
        """
        `[carousel.coverflow]` holds the parameters of `effect = "coverflow"`, and \
        `[carousel.ring]` those of the ring effects (`rotary`, `inverted-rotary`, `cylinder`, \
        `inverted-cylinder`). On a carousel whose `effect` is another one the table would be \
        ignored, which usually means the effect or the table is a mistake, so it is an error. \
        Set `effect` to the effect the table is for, or remove the table.
        """,
        wrong: spec("effect = \"slide\"\n[carousel.coverflow]\nrotate = 30\n"),
        right: spec("effect = \"coverflow\"\n[carousel.coverflow]\nrotate = 30\n"))
}

/// The message of E0316 and its fix-its.
extension SpecMessages {
    /// E0316: `[carousel.<table>]` on a carousel whose effect is `effect` (`effectSpan`: where it
    /// is set, nil when it is the default).
    static func effectTableMismatch(
        table: String, for effects: [String], effect: String, span: SourceSpan, path: String, effectSpan: SourceSpan?
    ) -> Diagnostic {
        let names = effects.map { "\"\($0)\"" }.joined(separator: ", ")
        var labels: [DiagnosticLabel] = []
        var notes: [String] = []
        var fixIts: [FixIt] = []
        if let effectSpan {
            labels.append(DiagnosticLabel(span: effectSpan, message: "the effect is set to \"\(effect)\" here"))
            fixIts = effects.prefix(1).map {
                .replace(effectSpan, with: "\"\($0)\"", message: "set `effect` to \"\($0)\"")
            }
        } else {
            notes.append("this carousel has no `effect` key, so its effect is \"slide\" (the default)")
        }
        return Diagnostic(
            DiagnosticCode.effectTableMismatch,
            message: "[carousel.\(table)] does not apply to effect \"\(effect)\"", span: span, path: path,
            labels: labels,
            help: "remove the table, or set `effect` to " + (effects.count == 1 ? names : "one of \(names)"),
            notes: notes,
            fixIts: fixIts)
    }
}
