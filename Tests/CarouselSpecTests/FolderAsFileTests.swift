import SourceDiagnostics
import Testing
@testable import CarouselSpec

/// Issue 9: a folder given as an `image` said "unsupported extension (none)".
@Suite struct FolderAsFileTests {
    static let files = InMemoryFileSystem(
        files: ["/specs/photos/a.png": [0x89, 0x50, 0x4E, 0x47]], folders: ["/specs/shots.png", "/specs/fonts"])

    static func spec(_ line: String) -> String {
        if line.hasPrefix("font") { return "[window]\n" + line + "\n" + spec("") }
        return SpecFixtures.carousel("[[carousel.items]]\ntitle = \"One\"\n" + line + "\n")
    }

    @Test(arguments: [
        ("image = \"photos\"", "`image` \"photos\" is a folder, not a file", "e.g. \"photos/photo.png\""),
        ("image = \"photos/\"", "`image` \"photos/\" is a folder, not a file", "e.g. \"photos/photo.png\""),
        ("image = \"shots.png\"", "`image` \"shots.png\" is a folder, not a file", "e.g. \"shots.png/photo.png\""),
        ("image = \".\"", "`image` \".\" is a folder, not a file", "e.g. \"photo.png\""),
        ("font = \"fonts\"", "`font` \"fonts\" is a folder, not a file", "e.g. \"fonts/font.ttf\""),
    ])
    func aFolderIsCalledAFolder(line: String, message: String, example: String) throws {
        let compilation = SpecFixtures.compile(Self.spec(line), in: Self.files)
        let diagnostic = try #require(compilation.diagnostics.first, "\(SpecFixtures.describe(compilation))")
        #expect(diagnostic.code.text == "E0304")
        #expect(diagnostic.message == message)
        let help = try #require(diagnostic.help)
        #expect(help.hasPrefix("give the path of one "))
        #expect(help.hasSuffix(example))
        #expect(!help.contains("(none)"))
    }

    @Test func aFileWithoutExtensionStillSaysSo() throws {
        let files = InMemoryFileSystem(files: ["/specs/photo": [0x89, 0x50]])
        let diagnostic = try #require(SpecFixtures.compile(Self.spec("image = \"photo\""), in: files).diagnostics.first)
        #expect(diagnostic.message == "`image` \"photo\" has the unsupported extension \"(none)\"")
    }
}
