import SourceDiagnostics
import Synchronization
import Testing

@testable import CarouselSpec

/// A file system that counts the questions it is asked (around files held in memory); the counts
/// are behind a mutex.
final class CountingFileSystem: SpecFileSystem, Sendable {
    let files: InMemoryFileSystem
    let questions = Mutex<[String: Int]>([:])

    init(_ files: InMemoryFileSystem) { self.files = files }

    private func count(_ path: String) { questions.withLock { $0[path, default: 0] += 1 } }

    func kind(of path: String) -> FileKind {
        count(path)
        return files.kind(of: path)
    }

    func read(_ path: String) throws(FileReadError) -> [UInt8] {
        count(path)
        return try files.read(path)
    }

    func readPrefix(_ path: String, count prefix: Int) throws(FileReadError) -> [UInt8] {
        count(path)
        return try files.readPrefix(path, count: prefix)
    }

    func asked(_ path: String) -> Int { questions.withLock { $0[path] ?? 0 } }
}

/// A written image path is checked once per compile, however many items name it, and every
/// item still gets its answer (the path, or the same diagnostic at its own span).
@Suite struct ReferencedFileCacheTests {
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0, 0, 0, 64, 0, 0, 0, 48,
    ]

    static func spec(items: Int, image: String) -> String {
        var text = "[[carousel]]\nid = \"main\"\n"
        for index in 0..<items { text += "[[carousel.items]]\ntitle = \"T\(index)\"\nimage = \"\(image)\"\n" }
        return text
    }

    static func compile(_ text: String, on files: CountingFileSystem) -> SpecCompilation {
        SpecLoader(fileSystem: files, workingDirectory: "/work")
            .compile(SourceFile(path: "specs/main.carousel.toml", text: text), baseDirectory: "specs")
    }

    @Test func oneImageNamedByManyItemsIsReadOnce() {
        let files = CountingFileSystem(InMemoryFileSystem(files: ["/work/specs/a.png": Self.png]))
        let compilation = Self.compile(Self.spec(items: 50, image: "a.png"), on: files)
        #expect(!compilation.hasErrors)
        #expect(!compilation.diagnostics.contains { $0.message.contains("a.png") })
        #expect(compilation.spec?.carousels.first?.items.count == 50)
        // Asked about once (kind, magic bytes, dimensions), not 50 times that.
        #expect(files.asked("/work/specs/a.png") <= 4)
        #expect(files.asked("/work/specs/a.png") >= 1)
    }

    @Test func aMissingImageIsReportedAtEveryItemThatNamesIt() {
        let files = CountingFileSystem(InMemoryFileSystem(files: ["/work/specs/a.png": Self.png]))
        let compilation = Self.compile(Self.spec(items: 3, image: "gone.png"), on: files)
        let missing = compilation.diagnostics.filter { $0.message.contains("gone.png") }
        #expect(missing.count == 3)
        #expect(Set(missing.compactMap { $0.span?.start }).count == 3)
        #expect(files.asked("/work/specs/gone.png") <= 2)
    }

    @Test func theSamePathWrittenTwoWaysIsCheckedForEach() {
        // `a.png` and `./a.png` resolve alike but are different written strings: both work.
        let files = CountingFileSystem(InMemoryFileSystem(files: ["/work/specs/a.png": Self.png]))
        let text = Self.spec(items: 2, image: "a.png") + "[[carousel.items]]\nimage = \"./a.png\"\n"
        let compilation = Self.compile(text, on: files)
        #expect(!compilation.hasErrors)
        #expect(compilation.spec?.carousels.first?.items.count == 3)
    }
}
