import CarouselSpec
import LintConfig
import SourceDiagnostics
import TOML

/// Compiles specs in memory and runs the lint pass on them.
enum LintFixtures {
    static let loader = SpecLoader(fileSystem: InMemoryFileSystem(files: [:]), workingDirectory: "/project")

    /// The diagnostics `check` gives for `text` with `config` (nil: comments only).
    static func check(_ text: String, config: String? = nil, path: String = "Configs/a.carousel.toml") -> [Diagnostic] {
        let file = SourceFile(path: path, text: text)
        let compilation = loader.compile(file, baseDirectory: "/project/Configs")
        let parsed = config.map { LintConfigReader.read(SourceFile(path: ".carousel-lint.toml", text: $0)).config }
        return LintPass(config: parsed, relativePath: path).apply(to: compilation.diagnostics, in: file)
    }

    /// The diagnostics of a config text.
    static func configDiagnostics(_ text: String) -> [Diagnostic] {
        LintConfigReader.read(SourceFile(path: ".carousel-lint.toml", text: text)).diagnostics
    }

    static func codes(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map(\.code.text)
    }
}
