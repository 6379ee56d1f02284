import CarouselSpec
import SourceDiagnostics

/// The `spec` fuzz target's whole body (Fuzz/spec/main.swift calls it; the regression suite too).
///
/// Compiles raw bytes as a spec against an in-memory file system that holds the shipped asset
/// names (a PNG, a JPEG, a font, a file with the wrong content, a folder), then renders the
/// diagnostics in every format `carousel check` offers and writes `carousel compile`'s JSON.
enum SpecFuzzEntry {
    /// Where the spec lives in the in-memory file system.
    static let specPath = "/fuzz/Configs/fuzz.carousel.toml"

    /// The files a fuzzed spec may name: `../Assets/images/...` and `../Assets/fonts/...`.
    static let fileSystem: InMemoryFileSystem = {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]
        return InMemoryFileSystem(
            files: [
                "/fuzz/Assets/images/checker.png": png + [0, 0, 0, 1],
                "/fuzz/Assets/images/sunrise.png": png,
                "/fuzz/Assets/images/ocean.jpg": [0xFF, 0xD8, 0xFF, 0xE0],
                "/fuzz/Assets/images/fake.png": Array("not an image".utf8),
                "/fuzz/Assets/fonts/DejaVuSans.ttf": [0x00, 0x01, 0x00, 0x00, 0x00],
                "/fuzz/Assets/fonts/DejaVuSans-Bold.ttf": Array("OTTO".utf8),
            ],
            folders: ["/fuzz/Assets/empty"])
    }()

    /// SARIF rule descriptions from the catalog, as `carousel check` passes them.
    static let rules: @Sendable (String) -> DiagnosticRule? = { code in
        DiagnosticCatalog.all.first { $0.code == code }.map {
            DiagnosticRule(id: $0.code, shortDescription: $0.title, fullDescription: $0.explanation, helpURI: nil)
        }
    }

    /// Runs the target on one input.
    static func run(_ bytes: [UInt8]) {
        let file = SourceFile(path: specPath, bytes: bytes)
        let compilation = SpecCompiler.compile(
            file, baseDirectory: "/fuzz/Configs", fileSystem: fileSystem, workingDirectory: "/fuzz")
        _ = compilation.compiledJSON()
        let report = DiagnosticReport(files: [FileDiagnostics(file: file, diagnostics: compilation.diagnostics)])
        for format in DiagnosticFormat.allCases {
            _ = format.render(report, options: RenderOptions(color: true, strict: true, rules: rules))
        }
        _ = DiagnosticFormat.human.render(report, options: RenderOptions(color: false, verb: "simulate"))
    }
}
