import CarouselSpec
import LintConfig
import SourceDiagnostics

/// The `lint` fuzz target's whole body (Fuzz/lint/FuzzTarget.swift calls it; the regression
/// suite too).
///
/// Reads raw bytes as a `.carousel-lint.toml`, asks the config for the levels of a few paths,
/// parses each of the first lines as a path pattern and matches it against fixed paths and the
/// other lines, runs the suppression-comment pass over the bytes as a spec, and over a small
/// spec whose suppression comment is the input's first line, with the config applied.
enum LintFuzzEntry {
    /// Most lines used as patterns and paths, and the longest one (each pattern meets every path).
    static let maxLines = 32
    static let maxLineBytes = 512

    /// Paths every pattern is matched against, besides the input's own lines.
    static let paths = [
        "a.carousel.toml", "Configs/legacy/x.carousel.toml", "Configs/legacy/deep/er/y.draft.carousel.toml",
        ".hidden/z.carousel.toml", "x/y/w.carousel.toml", "é/ü/名.carousel.toml", "[a]/{b,c}/*.toml",
    ]

    /// The spec the input's first line is a suppression comment in: W0402 on `duration`.
    static func spec(comment: [UInt8]) -> [UInt8] {
        Array("[[carousel]]\nid = \"featured\"\n[carousel.snap]\nanimation = \"spring\"\n# carousel: ".utf8)
            + comment + Array("\nduration = \"300ms\"\n[[carousel.items]]\ntitle = \"One\"\n".utf8)
    }

    static let loader = SpecLoader(fileSystem: InMemoryFileSystem(files: [:]), workingDirectory: "/fuzz")

    /// Runs the target on one input.
    static func run(_ bytes: [UInt8]) {
        let configFile = SourceFile(path: "/fuzz/.carousel-lint.toml", bytes: bytes)
        let (config, diagnostics) = LintConfigReader.read(configFile)
        precondition(diagnostics.count <= SpecCompiler.maxDiagnostics)
        for diagnostic in diagnostics {
            if let span = diagnostic.span { precondition(span.start <= span.end && span.end <= bytes.count) }
        }
        for path in paths + [nil] { _ = config.levels(for: path) }

        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).prefix(maxLines)
            .map { String(decoding: $0.prefix(maxLineBytes), as: UTF8.self) }
        for line in lines {
            guard let pattern = try? GlobPattern(line) else { continue }
            for path in paths + lines { _ = pattern.matches(path) }
        }

        // The comment pass over the input itself (no diagnostics: only its comments' findings).
        _ = LintPass(config: config, relativePath: "a.carousel.toml").apply(to: [], in: configFile)
        // A fixed spec with the input's first line as its suppression comment, config applied.
        let first = bytes.prefix { $0 != 0x0A && $0 != 0x0D }.prefix(maxLineBytes)
        let spec = SourceFile(path: "/fuzz/Configs/a.carousel.toml", bytes: spec(comment: Array(first)))
        let compilation = loader.compile(spec, baseDirectory: "/fuzz/Configs")
        let pass = LintPass(config: config, configPath: ".carousel-lint.toml", relativePath: "Configs/a.carousel.toml")
        _ = pass.apply(to: compilation.diagnostics, in: spec)
    }
}
