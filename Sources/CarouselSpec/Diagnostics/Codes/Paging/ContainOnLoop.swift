import CarouselEngine
import SourceDiagnostics

// E0324 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Paging/PagingKeyHasNoEffect.swift.
extension DiagnosticCode {
    /// `contain = true` on a carousel that loops.
    public static let containOnLoop = DiagnosticCode(
        "E0324", "contain on a looping carousel",
        """
        `contain = true` stops a finite carousel so that no empty space shows before its first \
        or after its last item (Embla's `containScroll`, Splide's `trimSpace`). A loop has no \
        ends, so the key would be ignored; other libraries drop it quietly, Carousel reports it. \
        Remove `contain`, or make the carousel finite.
        """,
        wrong: spec("infinite = true\nper-view = 3\nalign = \"start\"\ncontain = true\n", items: tenItems),
        right: spec("per-view = 3\nalign = \"start\"\ncontain = true\n", items: tenItems))
}

/// The message of E0324 and its fix-its.
extension SpecMessages {
    /// E0324: `contain` on a looping carousel, which has no ends to contain.
    static func containOnLoop(span: SourceSpan, path: String, infiniteEntry: SourceSpan?) -> Diagnostic {
        var fixIts = [SpecFixIts.remove("contain", entry: span)]
        if let infiniteEntry {
            fixIts.append(
                .replace(infiniteEntry, with: "infinite = false", message: "make the carousel finite", safety: .unsafe))
        }
        return Diagnostic(
            DiagnosticCode.containOnLoop,
            message: "`contain` keeps a finite carousel's ends inside the frame, but this carousel loops",
            span: span, path: path,
            labels: label("the carousel loops because of this", at: infiniteEntry),
            help: "remove `contain`, or set `infinite = false`", fixIts: fixIts)
    }
}
