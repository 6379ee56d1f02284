import HostSystem
import Foundation
import Testing

/// The POSIX replacements for Foundation in HostSystem: path arithmetic, `mkdir -p`, atomic
/// writes and the process facts.
@Suite struct HostFilesTests {
    /// A fresh empty folder under the temporary directory.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "carousel-host-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test(arguments: [
        ("/a/b", "/a"), ("/a/b/", "/a"), ("/a", "/"), ("/", "/"), ("a", "."), ("a/b", "a"),
    ])
    func parentDropsTheLastComponent(path: String, parent: String) {
        #expect(HostPath.parent(of: path) == parent)
    }

    @Test(arguments: [
        ("x/Font.TTF", "ttf"), ("x/a.b.otf", "otf"), ("x/.ttf", ""), ("x.d/readme", ""), ("noext", ""),
    ])
    func extensionIsTheLowerCasedEndingOfTheLastComponent(path: String, ending: String) {
        #expect(HostPath.lowercasedExtension(of: path) == ending)
    }

    @Test func createDirectoriesMakesEveryMissingParentAndReportsAFileInTheWay() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(HostProcess.createDirectories(root + "/a/b/c") == nil)
        #expect(HostProcess.isDirectory(root + "/a/b/c"))
        #expect(HostProcess.createDirectories(root + "/a/b/c") == nil)
        FileManager.default.createFile(atPath: root + "/file", contents: Data("x".utf8))
        let failure = HostProcess.createDirectories(root + "/file/sub")
        #expect(failure == root + "/file: File exists", "the file in the way is named")
    }

    @Test func writeReplacesTheFileAndLeavesNoTemporaryBehind() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/out.json"
        #expect(HostFile.write("first", to: path) == nil)
        #expect(HostFile.write("second ✓", to: path) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second ✓")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["out.json"])
        #expect(HostFile.write("x", to: root + "/missing/out.json")?.contains("No such file") == true)
    }

    @Test func environmentMatchesFoundationsReading() {
        let expected = ProcessInfo.processInfo.environment
        #expect(!expected.isEmpty)
        #expect(HostProcess.environment() == expected)
        #expect(HostProcess.environment("PATH") == expected["PATH"])
        #expect(HostProcess.environment("CAROUSEL_SURELY_UNSET_VARIABLE") == nil)
    }

    @Test func executableAndWorkingDirectoryAreAbsolutePaths() {
        #expect(HostProcess.executablePath()?.hasPrefix("/") == true)
        #expect(HostProcess.currentDirectory() == FileManager.default.currentDirectoryPath)
        #expect(HostProcess.searchFolders().contains(FileManager.default.currentDirectoryPath))
        #expect(HostProcess.activeProcessorCount >= 1)
    }
}
