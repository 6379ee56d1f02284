import HostSystem
import Foundation
import Testing

/// Issue 21: `HostFile` (behind `demo --record`) opened its temporary file with `O_TRUNC` and
/// followed a link planted at that name; now every writer goes through one hardened write.
@Suite struct HostFileLinkTests {
    /// A folder with `out.json`'s future temporary name planted as a link to `victim` outside it.
    struct Planted {
        let root: String
        let target: String
        let victim: String

        init() throws {
            root = try HostFilesTests.temporaryFolder()
            try FileManager.default.createDirectory(atPath: root + "/dir", withIntermediateDirectories: true)
            target = root + "/dir/out.json"
            victim = root + "/victim.txt"
            try "precious".write(toFile: victim, atomically: false, encoding: .utf8)
        }

        func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
    }

    @Test func aLinkAtTheTemporaryNameIsNeverWrittenThrough() throws {
        let planted = try Planted()
        defer { try? FileManager.default.removeItem(atPath: planted.root) }
        let temporary = planted.target + ".tmp-\(getpid())"
        try FileManager.default.createSymbolicLink(atPath: temporary, withDestinationPath: planted.victim)
        #expect(HostFile.write("recorded", to: planted.target) == nil)
        #expect(try planted.contents(planted.victim) == "precious")
        #expect(try planted.contents(planted.target) == "recorded")
        let attributes = try FileManager.default.attributesOfItem(atPath: planted.target)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    }

    @Test func aLinkAtTheTargetIsReplacedNotWrittenThrough() throws {
        let planted = try Planted()
        defer { try? FileManager.default.removeItem(atPath: planted.root) }
        try FileManager.default.createSymbolicLink(atPath: planted.target, withDestinationPath: planted.victim)
        #expect(HostFile.write("recorded", to: planted.target) == nil)
        #expect(try planted.contents(planted.victim) == "precious")
        let attributes = try FileManager.default.attributesOfItem(atPath: planted.target)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    }

    @Test func everyTakenTemporaryNameIsAnErrorNotAWriteThrough() throws {
        let planted = try Planted()
        defer { try? FileManager.default.removeItem(atPath: planted.root) }
        let base = planted.target + ".tmp-\(getpid())"
        for attempt in 0..<8 {
            let name = attempt == 0 ? base : base + "-\(attempt)"
            try FileManager.default.createSymbolicLink(atPath: name, withDestinationPath: planted.victim)
        }
        #expect(HostFile.write("recorded", to: planted.target)?.contains("File exists") == true)
        #expect(try planted.contents(planted.victim) == "precious")
        #expect(!FileManager.default.fileExists(atPath: planted.target))
    }

    @Test func aFailedStreamingWriteLeavesTheOldFileAndNoTemporary() throws {
        let planted = try Planted()
        defer { try? FileManager.default.removeItem(atPath: planted.root) }
        #expect(HostFile.write("old", to: planted.target) == nil)
        let code = HostFile.replace(planted.target, mode: 0o600, exactMode: true) { descriptor in
            _ = HostFile.writeAll(Array("half".utf8), to: descriptor)
            return EIO
        }
        #expect(code == EIO)
        #expect(try planted.contents(planted.target) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: planted.root + "/dir") == ["out.json"])
    }

    @Test func exactModeKeepsTheGivenBits() throws {
        let planted = try Planted()
        defer { try? FileManager.default.removeItem(atPath: planted.root) }
        #expect(HostFile.replace(planted.target, with: Array("x".utf8), mode: 0o640, exactMode: true) == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: planted.target)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
    }
}
