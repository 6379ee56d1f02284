import CarouselDisk
import Foundation
import SourceDiagnostics
@testable import CarouselSpec

/// Helpers shared by the spec tests.
enum SpecFixtures {
    /// The package root (two folders above this file's folder).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The spec loader on the real disk, relative paths from the working folder, with fonts that
    /// draw everything but private-use characters (``TestGlyphCoverage``).
    static let loader = SpecLoader(
        fileSystem: DiskFileSystem(), workingDirectory: FileManager.default.currentDirectoryPath,
        glyphCoverage: TestGlyphCoverage())

    /// Compiles `text` as `test.carousel.toml` in `folder` (default: a temporary folder), on the real disk.
    static func compile(_ text: String, folder: String = NSTemporaryDirectory()) -> SpecCompilation {
        loader.compile(SourceFile(path: "test.carousel.toml", text: text), baseDirectory: folder)
    }

    /// Compiles `text` as `/specs/test.carousel.toml` with the files of `fileSystem` (in memory).
    static func compile(_ text: String, in fileSystem: InMemoryFileSystem) -> SpecCompilation {
        SpecLoader(fileSystem: fileSystem, workingDirectory: "/work")
            .compile(SourceFile(path: "test.carousel.toml", text: text), baseDirectory: "/specs")
    }

    /// A minimal valid carousel header plus `body`.
    static func carousel(_ body: String) -> String {
        "[[carousel]]\nid = \"main\"\n" + body
    }

    /// A fresh temporary folder.
    static func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "carousel-spec-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// "E0201 at 3:1-9" lines for failure messages.
    static func describe(_ compilation: SpecCompilation) -> String {
        compilation.diagnostics.map { diagnostic in
            let range = diagnostic.span.map { compilation.file.range(of: $0) }
            return
                "\(diagnostic.code) \(range.map { "\($0.start.line):\($0.start.column)-\($0.end.column)" } ?? "-") \(diagnostic.message)"
        }.joined(separator: "\n")
    }
}
