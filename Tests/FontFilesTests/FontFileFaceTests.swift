import FontDiscovery
import Foundation
import Testing
@testable import FontFiles

/// The pure font reader on the bundled DejaVu fonts (Assets/fonts).
@Suite struct FontFileFaceTests {
    static let fonts: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path + "/Assets/fonts"
    }()

    static func bytes(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: fonts + "/" + name)))
    }

    @Test func dejaVuSansCoversLatinArabicAndHebrewButNotJapaneseOrEmoji() throws {
        let face = try FontFileFace(source: Self.bytes("DejaVuSans.ttf"))
        for present in "Aé€ЖΩاשب…" { #expect(face.covers(present.unicodeScalars.first!), "\(present)") }
        for absent in "あ東한🗼" { #expect(!face.covers(absent.unicodeScalars.first!), "\(absent)") }
        // DejaVu has black-and-white emoticons: runs send them to a colour font when there is one.
        #expect(face.covers("😀") && !face.directory.hasColorGlyphs)
        #expect(!face.covers("\u{E000}"))
        #expect(face.isScalable)
    }

    @Test func advancesAndTheEmComeFromHeadHheaAndHmtx() throws {
        let sans = try FontFileFace(source: Self.bytes("DejaVuSans.ttf"))
        #expect(sans.metrics?.unitsPerEm == 2048)
        // DejaVu Sans: "A" advances 1401 units, the space 651, "i" 569.
        #expect(sans.advance(of: "A") == 1401.0 / 2048)
        #expect(sans.advance(of: " ") == 651.0 / 2048)
        #expect(sans.advance(of: "i") == 569.0 / 2048)
        #expect(sans.advance(of: "あ") == nil)
        let mono = try FontFileFace(source: Self.bytes("DejaVuSansMono.ttf"))
        for character in "Wi.M" { #expect(mono.advance(of: character.unicodeScalars.first!) == 1233.0 / 2048) }
        #expect((sans.metrics?.ascender ?? 0) > 0 && (sans.metrics?.descender ?? 0) < 0)
    }

    @Test func aBoldFaceIsReadLikeTheRegularOne() throws {
        let bold = try FontFileFace(source: Self.bytes("DejaVuSans-Bold.ttf"))
        #expect(bold.covers("W") && !bold.covers("ア"))
        #expect(try #require(bold.advance(of: "A")) > 0)
    }

    @Test func brokenFilesThrowInsteadOfTrapping() throws {
        #expect(throws: FontFileError.self) { try FontFileFace(source: [UInt8]()) }
        #expect(throws: FontFileError.notAFont) { try FontFileFace(source: Array("not a font at all".utf8)) }
        let sans = try Self.bytes("DejaVuSans.ttf")
        // Cut inside the table directory, then inside the tables: errors, never a crash.
        for length in [12, 40, 300, 5000] {
            #expect(throws: FontFileError.self) { try FontFileFace(source: Array(sans.prefix(length))) }
        }
        #expect(throws: FontFileError.noSuchFace(index: 1, count: 1)) { try FontFileFace(source: sans, index: 1) }
    }

    @Test func theFileLoaderReadsRangesOfAFileOnDisk() throws {
        let face = try #require(FontFileLoader.face(at: Self.fonts + "/DejaVuSans.ttf"))
        #expect(face.covers("Ж"))
        #expect(FontFileLoader.face(at: Self.fonts + "/missing.ttf") == nil)
        #expect(FontFileLoader.faces(at: Self.fonts + "/DejaVuSansMono.ttf").count == 1)
    }

    /// A collection (`.ttc`) lists several faces; Noto CJK is one when fonts-noto-cjk is installed.
    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")))
    func aCollectionHasAFaceForEachRegion() throws {
        let faces = FontFileLoader.faces(at: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
        #expect(faces.count > 1)
        for face in faces { #expect(face.covers("あ") && face.covers("東") && face.covers("한")) }
    }

    @Test func theCoverageIndexFallsBackToTheSystemFolders() throws {
        let index = FontCoverageIndex(bundled: [Self.fonts + "/DejaVuSans.ttf"], systemFolders: [])
        #expect(index.canDraw("ش", customFont: nil))
        #expect(!index.canDraw("あ", customFont: nil))
        // Another folder with a font that has it.
        let withMono = FontCoverageIndex(bundled: [], systemFolders: [Self.fonts])
        #expect(withMono.canDraw("A", customFont: nil))
        #expect(!withMono.canDraw("\u{E000}", customFont: nil))
        #expect(index.canDraw("Ω", customFont: Self.fonts + "/DejaVuSansMono.ttf"))
    }
}
