import SourceDiagnostics
import Testing
@testable import CarouselSpec

/// The compiler reads nothing but the file system it is given: image and font rules, the spec
/// loader and its one wording of unreadable files, all checked on files held in memory.
@Suite struct InMemoryFileSystemTests {
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 1, 2,
    ]
    static let ttf: [UInt8] = [0x00, 0x01, 0x00, 0x00, 9, 9]

    static let files = InMemoryFileSystem(
        files: [
            "/specs/img/a.png": png,
            "/specs/img/fake.png": Array("GIF89a not a png".utf8),
            "/specs/img/b.jpg": [0xFF, 0xD8, 0xFF, 0xE0],
            "/assets/font.ttf": ttf,
            "/specs/main.carousel.toml": Array("[[carousel]]\nid = \"main\"\n[[carousel.items]]\n".utf8),
        ],
        folders: ["/specs/folder.png"])

    @Test func kindsOfPaths() {
        #expect(Self.files.kind(of: "/specs/img/a.png") == .file)
        #expect(Self.files.kind(of: "/specs/./img/../img/a.png") == .file)
        #expect(Self.files.kind(of: "/specs/img") == .folder)
        #expect(Self.files.kind(of: "/specs/folder.png") == .folder)
        #expect(Self.files.kind(of: "/") == .folder)
        #expect(Self.files.kind(of: "/specs/none.png") == .missing)
        #expect(throws: FileReadError.folder) { try Self.files.read("/specs/img") }
        #expect(throws: FileReadError.missing) { try Self.files.read("/nothing") }
        #expect((try? Self.files.readPrefix("/specs/img/a.png", count: 4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test func pathsAreNormalisedWithoutTheDisk() {
        #expect(PathName.normalized("/a/./b//c/../d/") == "/a/b/d")
        #expect(PathName.normalized("/../x") == "/x")
        #expect(PathName.normalized("a/../../b") == "../b")
        #expect(PathName.folder(of: "x.toml") == ".")
        #expect(PathName.folder(of: "/x.toml") == "/")
        #expect(PathName.folder(of: "Configs/x.toml") == "Configs")
    }

    @Test func imagesAndFontsThatExistPass() throws {
        let compilation = SpecFixtures.compile(
            """
            [window]
            font = "../assets/font.ttf"
            [[carousel]]
            id = "main"
            [[carousel.items]]
            image = "img/a.png"
            alt = "A"
            [[carousel.items]]
            image = "img/b.jpg"
            alt = "B"
            """, in: Self.files)
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        let spec = try #require(compilation.spec)
        #expect(spec.window.fontPath == "/assets/font.ttf")
        #expect(spec.path == "/work/test.carousel.toml")
    }

    @Test func everyFileProblemIsReportedAtItsValue() {
        let compilation = SpecFixtures.compile(
            """
            [window]
            font = "img/a.png"
            [[carousel]]
            id = "main"
            [[carousel.items]]
            image = "img/missing.png"
            [[carousel.items]]
            image = "img/fake.png"
            [[carousel.items]]
            image = "folder.png"
            [[carousel.items]]
            image = "img/a.gif"
            """, in: Self.files)
        let messages = compilation.diagnostics.map(\.message)
        #expect(compilation.diagnostics.allSatisfy { $0.code.text == "E0304" }, "\(SpecFixtures.describe(compilation))")
        #expect(
            messages == [
                "`font` \"img/a.png\" has the unsupported extension \".png\"",
                "`image` file \"img/missing.png\" does not exist",
                "`image` file \"img/fake.png\" is not a PNG file",
                "`image` \"folder.png\" is a folder, not a file",
                "`image` \"img/a.gif\" has the unsupported extension \".gif\"",
            ])
        #expect(compilation.diagnostics[1].notes == ["resolved to /specs/img/missing.png"])
    }

    @Test func theLoaderReadsThroughTheFileSystem() throws {
        let loader = SpecLoader(fileSystem: Self.files, workingDirectory: "/specs")
        let compilation = try loader.compile(path: "main.carousel.toml")
        #expect(compilation.diagnostics.isEmpty)
        #expect(compilation.spec?.path == "/specs/main.carousel.toml")
        guard case .success(let loaded) = loader.load(path: "/specs/main.carousel.toml") else {
            Issue.record("the spec should load")
            return
        }
        #expect(loaded.warnings.isEmpty)
    }

    @Test func unreadableSpecsAreWordedOnce() {
        let loader = SpecLoader(fileSystem: Self.files, workingDirectory: "/")
        guard case .failure(let missing) = loader.load(path: "nope.carousel.toml"),
            case .failure(let folder) = loader.load(path: "/specs")
        else {
            Issue.record("both loads should fail")
            return
        }
        #expect(missing.description == "cannot read 'nope.carousel.toml': no such file or directory\n")
        #expect(
            folder.description
                == "'/specs' is a directory, not a spec file; give the path of a .carousel.toml file\n")
        #expect(missing.errorCount == 1)
    }

    @Test func invalidSpecsCarryTheirDiagnostics() {
        let loader = SpecLoader(fileSystem: Self.files, workingDirectory: "/")
        guard
            case .failure(let failure) = loader.load(text: "[[carousel]]\nid = 3\n", name: "x.toml", baseDirectory: "/")
        else {
            Issue.record("the spec has errors")
            return
        }
        #expect(failure.errorCount >= 1)
        #expect(failure.description.contains("error[E0"))
        #expect(failure.description.contains("x.toml"))
    }
}
