import CarouselEngine
import SourceDiagnostics

/// One cross-field check over a resolved spec. Each rule is declared in the file of the code it
/// emits (its main code when it emits several) and runs from ``SpecRules/all``.
protocol SpecRule: Sendable {
    /// Appends the problems this rule finds.
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic])
}

/// Every rule, in the order they run: each code's rules (`DiagnosticCode(..., rules:)`, in the file
/// that declares the code) in registry order (``DiagnosticCode/allCases``). Diagnostics are
/// sorted by position afterwards; the run order only decides between two at the same place.
enum SpecRules {
    static let all: [any SpecRule] = DiagnosticCode.allCases.flatMap(\.rules)
}

extension CarouselContext {
    /// The id for messages (`#2` when the id is missing or invalid).
    var displayID: String { table[SpecSchema.CarouselKeys.id] ?? "#\(index + 1)" }

    /// The span messages about the whole carousel point at: its `[[carousel]]` header.
    var headerSpan: SourceSpan { table.span }

    /// Where the item count is written: `[carousel.generate]`'s `count`, else nil (items are counted).
    var countSpan: SourceSpan? {
        table[SpecSchema.CarouselKeys.generate]?.valueSpan(SpecSchema.GenerateKeys.count)
    }
}
