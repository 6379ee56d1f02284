import CarouselDisk
import CarouselSpec
import Foundation
import SourceDiagnostics
import Testing

/// `SpecLoader.disk()`: a spec path in, the resolved spec and its diagnostics out.
@Suite struct SpecLoaderDiskTests {
    /// A fresh folder under the temporary folder, removed by `body`'s end.
    static func withFolder(_ body: (String) throws -> Void) throws {
        let folder = NSTemporaryDirectory() + "carousel-disk-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    static let spec = """
        version = 1

        [[carousel]]
        id = "lobby"

        [[carousel.items]]
        title = "Welcome"
        color = "teal"

        [[carousel.items]]
        title = "Lunch"
        color = "orange"
        """

    @Test func loadsASpecFileRelativeToTheWorkingDirectoryItIsGiven() throws {
        try Self.withFolder { folder in
            try Self.spec.write(toFile: folder + "/lobby.carousel.toml", atomically: true, encoding: .utf8)
            let result = SpecLoader.disk(workingDirectory: folder).load(path: "lobby.carousel.toml")
            let loaded = try result.get()
            #expect(loaded.spec.carousels.map(\.engine.id) == ["lobby"])
            #expect(loaded.spec.carousels.first?.engine.itemCount == 2)
            #expect(loaded.warnings.allSatisfy { $0.severity != .error })
        }
    }

    @Test func aSpecWithErrorsGivesItsDiagnostics() throws {
        try Self.withFolder { folder in
            try "version = 1\n[[carousel]]\nid = 3\n".write(
                toFile: folder + "/bad.carousel.toml", atomically: true, encoding: .utf8)
            guard case .failure(let failure) = SpecLoader.disk().load(path: folder + "/bad.carousel.toml") else {
                Issue.record("a spec whose id is a number loaded")
                return
            }
            guard case .invalid(let file, let diagnostics, _) = failure else {
                Issue.record("expected diagnostics, got \(failure)")
                return
            }
            #expect(file.path == folder + "/bad.carousel.toml")
            #expect(diagnostics.contains { $0.severity == .error })
            #expect(failure.errorCount >= 1)
        }
    }

    @Test func aMissingFileOrAFolderIsUnreadableWithTheCommandsWording() throws {
        try Self.withFolder { folder in
            let loader = SpecLoader.disk(workingDirectory: folder)
            guard case .failure(.unreadable(let path, let problem)) = loader.load(path: "absent.carousel.toml") else {
                Issue.record("a missing file loaded")
                return
            }
            #expect(path == "absent.carousel.toml")
            #expect(problem == .missing)
            guard case .failure(.unreadable(_, let folderProblem)) = loader.load(path: folder) else {
                Issue.record("a folder loaded")
                return
            }
            #expect(folderProblem == .folder)
        }
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        try Self.withFolder { folder in
            let path = folder + "/pipe.carousel.toml"
            #expect(mkfifo(path, 0o600) == 0)
            #expect(DiskFileSystem().kind(of: path) == .other)
            guard case .failure(.unreadable(_, let problem)) = SpecLoader.disk().load(path: path) else {
                Issue.record("a FIFO loaded")
                return
            }
            #expect(problem == .notRegularFile)
        }
    }
}
