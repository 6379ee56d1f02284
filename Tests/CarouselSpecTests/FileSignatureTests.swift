import Foundation
import Testing
@testable import CarouselSpec

@Suite struct FileSignatureTests {
    @Test func pathsResolveAgainstTheBaseFolder() {
        #expect(FileSignature.resolve("img/a.png", against: "/specs") == "/specs/img/a.png")
        #expect(FileSignature.resolve("../Assets/b.jpg", against: "/repo/Configs/") == "/repo/Assets/b.jpg")
        #expect(FileSignature.resolve("/abs/c.bmp", against: "/specs") == "/abs/c.bmp")
        #expect(FileSignature.pathExtension("/x/photo.JPEG") == "jpeg")
        #expect(FileSignature.pathExtension("/x/.hidden") == "")
    }

    @Test func committedImagesPassTheirChecks() {
        for name in ["sunrise.png", "ocean.jpg", "forest.png", "dusk.jpg", "checker.png", "stripes.bmp"] {
            #expect(FileSignature.checkImage(SpecFixtures.packageRoot + "/Assets/images/" + name) == nil, "\(name)")
        }
    }

    @Test func wrongContentMissingFilesAndFolders() {
        let folder = SpecFixtures.temporaryFolder()
        _ = FileManager.default.createFile(atPath: folder + "/empty.jpg", contents: Data())
        _ = FileManager.default.createFile(
            atPath: folder + "/png-named.bmp", contents: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        try? FileManager.default.createDirectory(atPath: folder + "/dir.png", withIntermediateDirectories: true)
        #expect(FileSignature.checkImage(folder + "/empty.jpg") == .wrongContent(format: "JPEG"))
        #expect(FileSignature.checkImage(folder + "/png-named.bmp") == .wrongContent(format: "BMP"))
        #expect(FileSignature.checkImage(folder + "/dir.png") == .isDirectory)
        _ = FileManager.default.createFile(
            atPath: folder + "/signature-only.png",
            contents: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("garbage after the signature".utf8)))
        #expect(FileSignature.checkImage(folder + "/signature-only.png") == .wrongContent(format: "PNG"))
        #expect(FileSignature.checkImage(folder + "/none.png") == .notFound)
        #expect(FileSignature.checkImage(folder + "/x.tiff") == .unsupportedExtension("tiff"))
        #expect(FileSignature.checkFont(folder + "/x.woff2") == .unsupportedExtension("woff2"))
    }

    @Test func bundledFontsPass() {
        for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf"] {
            #expect(FileSignature.checkFont(SpecFixtures.packageRoot + "/Assets/fonts/" + name) == nil, "\(name)")
        }
    }
}
