import CarouselSpec
import CarouselVerify
import SourceDiagnostics

/// Runs plain `carousel check`'s text proof (W0413, ``TextProof``) on one compiled spec, at its
/// window size and the other sizes its layout proofs visit, and
/// merges its warnings into the spec's diagnostics.
enum TextProofRunner {
    /// `compilation`'s diagnostics with the proof's, in source order; unchanged when the spec has
    /// errors or the bundled fonts are not found (then nothing could be drawn either).
    static func diagnostics(_ compilation: SpecCompilation) -> [Diagnostic] {
        guard !compilation.hasErrors, let spec = compilation.spec, let keys = compilation.keyLocator,
            let metrics = SfntFontMetrics.forSpec(fontPath: spec.window.fontPath)
        else { return compilation.diagnostics }
        let found: [Diagnostic]
        do {
            found = try TextProof(spec: spec, responsive: compilation.responsive, keys: keys, metrics: metrics).run()
        } catch {
            Terminal.error("carousel check: the text proof was skipped for \(compilation.file.path): \(error)")
            return compilation.diagnostics
        }
        return merged(compilation.diagnostics, found)
    }

    /// `found` merged into `diagnostics` by position (a stable merge: at one place, the first list first).
    static func merged(_ diagnostics: [Diagnostic], _ found: [Diagnostic]) -> [Diagnostic] {
        guard !found.isEmpty else { return diagnostics }
        let merged = (diagnostics + found).enumerated().sorted { lhs, rhs in
            let left = lhs.element.span?.start ?? -1, right = rhs.element.span?.start ?? -1
            return left != right ? left < right : lhs.offset < rhs.offset
        }
        return merged.map(\.element)
    }
}
