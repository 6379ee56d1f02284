import CarouselSpec
import LintConfig
import SourceDiagnostics

extension SpecCompilation {
    /// The diagnostics of each base as `check` reports them: the base's own `# carousel: allow`
    /// comments applied (not the project config: its overrides name the specs checked).
    var checkedBaseReports: [FileDiagnostics] {
        baseReports.map {
            FileDiagnostics(file: $0.file, diagnostics: LintPass().apply(to: $0.diagnostics, in: $0.file))
        }
    }
}
