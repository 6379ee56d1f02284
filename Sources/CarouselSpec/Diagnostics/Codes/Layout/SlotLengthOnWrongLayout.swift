import CarouselEngine
import SourceDiagnostics

// E0343 (error).
// Emitted by: the rule below (`rules:`), which also emits E0344 and E0346.
extension DiagnosticCode {
    /// `row-height` in a columns layout, or `column-width` in a rows layout.
    public static let slotLengthOnWrongLayout = DiagnosticCode(
        "E0343", "slot length for the other layout",
        """
        In `[window] layout = "rows"` each carousel without a `frame` takes a row, as tall as its \
        `row-height`; in `"columns"` a column, as wide as its `column-width`. The other key has \
        nothing to size: the carousel's width in rows (its height in columns) is the window's. \
        Write the key of the layout, or change the layout.
        """,
        wrong: "[window]\nlayout = \"columns\"\n\n" + spec("row-height = 400\n"),
        right: "[window]\nlayout = \"columns\"\n\n" + spec("column-width = 400\n"),
        rules: [SlotLengthRule()])
}

/// The message of E0343 and its fix-it.
extension SpecMessages {
    /// E0343: `key` written in a layout that sizes the other direction (`expected`).
    static func slotLengthOnWrongLayout(
        _ key: String, expected: String, layout: String, keySpan: SourceSpan, span: SourceSpan, path: String
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.slotLengthOnWrongLayout,
            message: "`\(key)` has no effect in `layout = \"\(layout)\"`: its slots are sized by `\(expected)`",
            span: span, path: path,
            help: "write `\(expected)` instead, or set `[window] layout` to the layout `\(key)` sizes",
            fixIts: [.replace(keySpan, with: expected, message: "use `\(expected)`", safety: .unsafe)])
    }
}

/// E0343, E0344 and E0346: each carousel's slot length belongs to the layout, to a carousel
/// without a `frame`, and (`auto`) to content that has a size of its own.
struct SlotLengthRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CarouselKeys
        let layout = spec.resolvedWindow.layout
        let (own, other) = layout == .rows ? (Keys.rowHeight, Keys.columnWidth) : (Keys.columnWidth, Keys.rowHeight)
        for carousel in spec.carousels {
            let table = carousel.table
            // A value the reader refused (E0342) is reported once, there.
            if !table.isInvalid(other), let span = table.valueSpan(other), let keySpan = table.keySpan(other) {
                diagnostics.append(
                    SpecMessages.slotLengthOnWrongLayout(
                        other.key, expected: own.key, layout: layout.rawValue, keySpan: keySpan, span: span,
                        path: table.path(of: other)))
            }
            guard let span = table.valueSpan(own), table[own] != nil else { continue }
            if let frameSpan = table.valueSpan(Keys.frame) {
                diagnostics.append(
                    SpecMessages.slotLengthWithFrame(
                        own.key, id: carousel.displayID, frameSpan: frameSpan, span: span, path: table.path(of: own)))
            } else if table[own] == .auto, SceneLayout.contentLength(of: carousel.configuration, along: layout) == nil {
                diagnostics.append(
                    SpecMessages.autoWithoutContentSize(
                        own.key, kind: carousel.kind, span: span, path: table.path(of: own)))
            }
        }
    }
}
