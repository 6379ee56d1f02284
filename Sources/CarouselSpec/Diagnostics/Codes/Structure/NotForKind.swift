import CarouselEngine
import SourceDiagnostics

// E0205 (error).
// Emitted by:
//   the rule below (`rules:`),
//   Sources/CarouselSpec/Responsive/ResponsiveRuleChecks.swift.
extension DiagnosticCode {
    /// A key or table that does not apply to the carousel's kind.
    public static let notForKind = DiagnosticCode(
        "E0205", "key or table not for this kind",
        """
        Some keys and tables only mean something for one kind of carousel: `[carousel.stack]` \
        for stacks, `[carousel.marquee]` for marquees, `[carousel.focus]` for focus carousels, \
        `page-size` for paging, `[carousel.snap]` and `auto.interval` not for marquees. Stack \
        and marquee carousels always loop, so `infinite = false` is rejected there. A label \
        points at the `kind` line (or a note says the kind is the default, paging).
        """,
        wrong: spec(
            "kind = \"paging\"\nframe = { x = 0, y = 0, width = 800, height = 300 }\n[carousel.stack]\naspect-ratio = 1.4\n"
        ),
        right: spec(
            "kind = \"stack\"\nframe = { x = 0, y = 0, width = 800, height = 300 }\n[carousel.stack]\naspect-ratio = 1.4\n"
        ),
        rules: [KindRule()])
}

/// The message of E0205 and its fix-its.
extension SpecMessages {
    static func notForKind(
        _ what: String, kind: String, allowed: [String], span: SourceSpan, path: String, kindSpan: SourceSpan?
    ) -> Diagnostic {
        let kinds = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
        var labels: [DiagnosticLabel] = []
        var notes: [String] = []
        var fixIts: [FixIt] = []
        if let kindSpan {
            labels.append(DiagnosticLabel(span: kindSpan, message: "the kind is set to \"\(kind)\" here"))
            fixIts = allowed.map {
                .replace(kindSpan, with: "\"\($0)\"", message: "set `kind` to \"\($0)\"", safety: .unsafe)
            }
        } else {
            notes.append("this carousel has no `kind` key, so it is \"\(kind)\" (the default)")
        }
        return Diagnostic(
            DiagnosticCode.notForKind, message: "\(what) does not apply to a \(kind) carousel",
            span: span, path: path, labels: labels, help: "remove it, or set `kind` to one of \(kinds)", notes: notes,
            fixIts: fixIts)
    }

    /// `span` is the whole `infinite = false` entry, which the fix-it removes.
    static func alwaysLoops(kind: String, span: SourceSpan, path: String, kindSpan: SourceSpan?) -> Diagnostic {
        var diagnostic = notForKind(
            "`infinite = false`", kind: kind, allowed: ["paging", "focus"], span: span, path: path, kindSpan: kindSpan)
        diagnostic.notes.append("stack and marquee carousels always loop")
        diagnostic.help = "remove `infinite = false`"
        diagnostic.fixIts = [.remove(span, message: "remove `infinite = false`", safety: .unsafe)]
        return diagnostic
    }

    /// E0205's note on an effect key of a stack or marquee.
    static let effectKindsNote =
        "effects transform the cards of paging and focus carousels; a stack turns its own ring and a marquee drifts"
}

/// E0205: keys and tables written for another kind of carousel (a note or label at the `kind` line),
/// and `infinite = false` on a stack or marquee.
struct KindRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CarouselKeys
        for carousel in spec.carousels where !carousel.table.isInvalid(Keys.kind) {
            check(carousel.table, carousel: carousel, into: &diagnostics)
            if carousel.kind == .stack || carousel.kind == .marquee, carousel.table.isWritten(Keys.infinite),
                !carousel.table[Keys.infinite],
                let span = carousel.table.entrySpan(Keys.infinite)
            {
                diagnostics.append(
                    SpecMessages.alwaysLoops(
                        kind: carousel.kind.rawValue, span: span, path: carousel.table.path(of: Keys.infinite),
                        kindSpan: carousel.kindSpan))
            }
        }
    }

    /// Walks the written keys of `table` and its written sub-tables.
    private func check(_ table: SpecTable, carousel: CarouselContext, into diagnostics: inout [Diagnostic]) {
        for (index, field) in table.descriptor.fields.enumerated() {
            guard let keySpan = table.slots[index].keySpan else { continue }
            if let kinds = field.kinds, !kinds.contains(carousel.kind) {
                let isTable = field.nestedTable != nil && !field.isValueTable
                var diagnostic = SpecMessages.notForKind(
                    isTable ? "the table [carousel.\(field.key)]" : "the key `\(field.key)`",
                    kind: carousel.kind.rawValue,
                    allowed: CarouselKind.allCases.filter { kinds.contains($0) }.map(\.rawValue),
                    span: isTable ? table.slots[index].valueSpan ?? keySpan : keySpan,
                    path: table.path(of: field.key),
                    kindSpan: carousel.kindSpan)
                if kinds == SpecSchema.effectKinds, carousel.kind == .stack || carousel.kind == .marquee {
                    diagnostic.notes.append(SpecMessages.effectKindsNote)
                }
                diagnostics.append(diagnostic)
                continue
            }
            if case .table(let nested)? = table.slots[index].value, nested.isWritten, !field.isValueTable {
                check(nested, carousel: carousel, into: &diagnostics)
            }
        }
    }
}
