import Foundation
import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct SpecWatcherTests {
        @Test func reportsEachSavedChangeOnceAndWaitsOutAMissingFile() throws {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString).toml")
                .path
            try "a = 1\n".write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            var watcher = SpecWatcher(path: path, interval: 0.25)
            let seen1 = watcher.changed(now: 0)
            #expect(!seen1)
            try "a = 22\n".write(toFile: path, atomically: true, encoding: .utf8)
            let seen2 = watcher.changed(now: 0.1)
            #expect(!seen2)  // not polled yet
            let seen3 = watcher.changed(now: 0.3)
            #expect(seen3)
            let seen4 = watcher.changed(now: 0.6)
            #expect(!seen4)  // reported once
            try FileManager.default.removeItem(atPath: path)
            let seen5 = watcher.changed(now: 0.9)
            #expect(!seen5)  // gone: wait for it to come back
            try "a = 333\n".write(toFile: path, atomically: true, encoding: .utf8)
            let seen6 = watcher.changed(now: 1.2)
            #expect(seen6)
        }
    }
}
