import FontDiscovery
import Foundation
import Testing

/// The font folder walk, which must not loop through a link cycle.
@Suite struct SystemFontFoldersTests {
    /// A fresh empty folder under the temporary directory.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "carousel-fonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func fontWalkFindsNestedAndLinkedFilesAndSurvivesALinkCycle() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/fonts/truetype/deep", withIntermediateDirectories: true)
        for name in ["fonts/A.TTF", "fonts/truetype/b.otf", "fonts/truetype/deep/c.ttc", "fonts/notes.txt"] {
            manager.createFile(atPath: root + "/" + name, contents: Data())
        }
        try manager.createSymbolicLink(atPath: root + "/fonts/truetype/loop", withDestinationPath: root + "/fonts")
        try manager.createSymbolicLink(atPath: root + "/fonts/link.ttf", withDestinationPath: root + "/fonts/A.TTF")
        let found = SystemFontFolders.fontFiles(in: [root + "/fonts", root + "/absent"])
        let expected = ["fonts/A.TTF", "fonts/link.ttf", "fonts/truetype/b.otf", "fonts/truetype/deep/c.ttc"]
        #expect(found == expected.map { root + "/" + $0 }.sorted())
    }
}

/// The installed layout of `make install`: an executable in PREFIX/bin finds PREFIX/share/carousel.
@Suite struct InstalledLayoutTests {
    @Test(arguments: [
        ("/usr/bin/carousel", "/usr/share/carousel"),
        ("/tmp/prefix/bin/carousel", "/tmp/prefix/share/carousel"),
        ("/bin/carousel", "/share/carousel"),
    ])
    func theShareFolderIsBesideBin(executable: String, share: String) {
        #expect(BundledFonts.installedShareFolder(executable: executable) == share)
    }
}
