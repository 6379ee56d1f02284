import CarouselEngine
import SourceDiagnostics

// E0326 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/FreeScroll/FreeModeWithoutDrag.swift.
extension DiagnosticCode {
    /// `release-at-ends` on a carousel that loops.
    public static let releaseAtEndsOnLoop = DiagnosticCode(
        "E0326", "release-at-ends on a looping carousel",
        """
        `[carousel.wheel] release-at-ends = true` lets a wheel gesture that would go past a finite \
        carousel's first or last item go on to the carousel below the pointer (Swiper's \
        `releaseOnEdges`). A loop, and every stack and marquee, has no ends, so the key would be \
        silently ignored. Remove it, or make the carousel finite.
        """,
        wrong: spec("infinite = true\n[carousel.wheel]\nrelease-at-ends = true\n", items: tenItems),
        right: spec("[carousel.wheel]\nrelease-at-ends = true\n", items: tenItems))
}

/// The message of E0326 and its fix-its.
extension SpecMessages {
    /// E0326: `release-at-ends` on a carousel that loops, which has no ends.
    static func releaseAtEndsOnLoop(
        kind: CarouselKind, entry: SourceSpan, path: String, infiniteEntry: SourceSpan?
    ) -> Diagnostic {
        let why =
            kind == .stack || kind == .marquee
            ? "a \(kind.rawValue) always loops" : "the carousel loops (`infinite = true`)"
        var labels: [DiagnosticLabel] = []
        if kind == .paging || kind == .focus, let infiniteEntry {
            labels.append(DiagnosticLabel(span: infiniteEntry, message: "`infinite` is set here"))
        }
        return Diagnostic(
            DiagnosticCode.releaseAtEndsOnLoop,
            message: "`release-at-ends` has no end to release at: \(why)",
            span: entry, path: path, labels: labels,
            help: "remove `release-at-ends`, or make the carousel finite",
            fixIts: [SpecFixIts.remove("release-at-ends", entry: entry)])
    }
}
