import CarouselDisk
import Foundation
import Testing
@testable import CarouselSpec

@Suite struct FileSignatureTests {
    static let disk = DiskFileSystem()

    @Test func pathsResolveAgainstTheBaseFolder() {
        #expect(PathName.resolve("img/a.png", against: "/specs", workingDirectory: "/w") == "/specs/img/a.png")
        #expect(
            PathName.resolve("../Assets/b.jpg", against: "/repo/Configs/", workingDirectory: "/w")
                == "/repo/Assets/b.jpg")
        #expect(PathName.resolve("/abs/c.bmp", against: "/specs", workingDirectory: "/w") == "/abs/c.bmp")
        #expect(
            PathName.resolve("../Assets/d.png", against: "Configs", workingDirectory: "/repo") == "/repo/Assets/d.png")
        #expect(FileSignature.pathExtension("/x/photo.JPEG") == "jpeg")
        #expect(FileSignature.pathExtension("/x/.hidden") == "")
    }

    @Test func committedImagesPassTheirChecks() {
        for name in ["sunrise.png", "ocean.jpg", "forest.png", "dusk.jpg", "checker.png", "stripes.bmp"] {
            let path = SpecFixtures.packageRoot + "/Assets/images/" + name
            #expect(FileSignature.checkImage(path, in: Self.disk) == nil, "\(name)")
        }
    }

    @Test func wrongContentMissingFilesAndFolders() {
        let folder = SpecFixtures.temporaryFolder()
        _ = FileManager.default.createFile(atPath: folder + "/empty.jpg", contents: Data())
        _ = FileManager.default.createFile(
            atPath: folder + "/png-named.bmp", contents: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        try? FileManager.default.createDirectory(atPath: folder + "/dir.png", withIntermediateDirectories: true)
        #expect(FileSignature.checkImage(folder + "/empty.jpg", in: Self.disk) == .wrongContent(format: "JPEG"))
        #expect(FileSignature.checkImage(folder + "/png-named.bmp", in: Self.disk) == .wrongContent(format: "BMP"))
        #expect(FileSignature.checkImage(folder + "/dir.png", in: Self.disk) == .isDirectory)
        _ = FileManager.default.createFile(
            atPath: folder + "/signature-only.png",
            contents: Data(
                [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("garbage after the signature".utf8)))
        #expect(
            FileSignature.checkImage(folder + "/signature-only.png", in: Self.disk) == .wrongContent(format: "PNG"))
        #expect(FileSignature.checkImage(folder + "/none.png", in: Self.disk) == .notFound)
        #expect(FileSignature.checkImage(folder + "/x.tiff", in: Self.disk) == .unsupportedExtension("tiff"))
        #expect(FileSignature.checkFont(folder + "/x.woff2", in: Self.disk) == .unsupportedExtension("woff2"))
    }

    @Test func bundledFontsPass() {
        for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf"] {
            let path = SpecFixtures.packageRoot + "/Assets/fonts/" + name
            #expect(FileSignature.checkFont(path, in: Self.disk) == nil, "\(name)")
        }
    }
}
