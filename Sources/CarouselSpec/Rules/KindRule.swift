import CarouselEngine
import SourceDiagnostics

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
