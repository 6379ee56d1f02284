import CarouselSpec
import CarouselVerify
import SourceDiagnostics

/// Runs the render pass of `carousel check --render` on one compiled spec and merges its
/// warnings into the spec's diagnostics.
enum RenderPassRunner {
    /// Why this build cannot run the render pass, or nil when it can.
    static var unavailableReason: String? {
        if let reason = RenderPassFonts.unavailableReason { return reason }
        do {
            _ = try RenderPassFonts.metrics(fontPath: nil)
            return nil
        } catch {
            return "the bundled fonts could not be opened to measure text with (\(error))"
        }
    }

    /// `compilation`'s diagnostics with the render pass's, in source order (a cut title the text
    /// proof reported already left out); unchanged when the spec has errors. A font that cannot be measured with is said on standard error.
    static func diagnostics(_ compilation: SpecCompilation) -> [Diagnostic] {
        guard !compilation.hasErrors, let spec = compilation.spec, let keys = compilation.keyLocator else {
            return compilation.diagnostics
        }
        let found: [Diagnostic]
        do {
            let metrics = try RenderPassFonts.metrics(fontPath: spec.window.fontPath)
            found = try RenderCheck(spec: spec, keys: keys, metrics: metrics).run()
        } catch {
            Terminal.error("carousel check: --render skipped for \(compilation.file.path): \(error)")
            return compilation.diagnostics
        }
        // Plain check's text proof reported the cut titles it found already: a cut title the
        // render pass sees too is not reported twice.
        let proved = Set(
            compilation.diagnostics.filter { $0.code == DiagnosticCode.textCut.id }.map {
                "\($0.path)\u{0}\($0.span?.start ?? -1)"
            })
        let new = found.filter {
            $0.code != DiagnosticCode.textCut.id || !proved.contains("\($0.path)\u{0}\($0.span?.start ?? -1)")
        }
        return TextProofRunner.merged(compilation.diagnostics, new)
    }
}
