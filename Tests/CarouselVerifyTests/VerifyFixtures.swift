import CarouselScene
import CarouselSpec
import CarouselVerify
import Foundation
import SourceDiagnostics

/// Specs compiled from text (in memory) and played by the render pass with fake metrics.
enum VerifyFixtures {
    /// The package root (three folders up from this file).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `text` compiled as `/specs/test.carousel.toml`.
    static func compile(_ text: String, name: String = "test.carousel.toml") -> SpecCompilation {
        SpecLoader(fileSystem: InMemoryFileSystem(), workingDirectory: "/specs")
            .compile(SourceFile(path: name, text: text), baseDirectory: "/specs")
    }

    /// The render pass's diagnostics for `compilation` (which must have compiled).
    static func render(_ compilation: SpecCompilation, metrics: any FontMetrics = FakeMetrics()) throws
        -> [Diagnostic]
    {
        guard let spec = compilation.spec, let keys = compilation.keyLocator else { return [] }
        return try RenderCheck(spec: spec, keys: keys, metrics: metrics).run()
    }

    /// The render pass's diagnostics for spec `text`.
    static func render(_ text: String) throws -> [Diagnostic] { try render(compile(text)) }

    /// Diagnostics as `CODE line:column message` lines, for failure messages.
    static func describe(_ diagnostics: [Diagnostic], in compilation: SpecCompilation) -> String {
        diagnostics.map { diagnostic in
            let place = diagnostic.span.map { compilation.file.location(of: $0.start) }
            let position = place.map { "\($0.line):\($0.column)" } ?? "-"
            return "\(diagnostic.code) \(position) \(diagnostic.message)"
        }.joined(separator: "\n")
    }

    /// The text a span covers.
    static func text(_ span: SourceSpan?, in compilation: SpecCompilation) -> String {
        guard let span else { return "" }
        let bytes = compilation.file.bytes
        guard span.start >= 0, span.end <= bytes.count, span.start <= span.end else { return "" }
        return String(decoding: bytes[span.start..<span.end], as: UTF8.self)
    }
}
