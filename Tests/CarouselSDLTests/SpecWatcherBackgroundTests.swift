import CarouselSpec
import Foundation
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// A saved spec is read and compiled off the drawing thread: `changed(now:)` returns at once
    /// while the load runs, and reports once more when its result is ready.
    @Suite struct SpecWatcherBackgroundTests {
        @Test func slowLoadRunsOffTheCallingThreadAndIsReportedWhenDone() throws {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString).toml")
                .path
            try "a = 1\n".write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            var watcher = SpecWatcher(path: path, interval: 0.25)
            try "a = 22\n".write(toFile: path, atomically: true, encoding: .utf8)
            let seen = watcher.changed(now: 0.3)
            #expect(seen)
            #expect(watcher.changeSeen)
            let gate = DispatchSemaphore(value: 0)
            let caller = pthread_self()
            let ranElsewhere = LockedFlag()
            let start = Date()
            watcher.startLoad {
                ranElsewhere.set(pthread_equal(pthread_self(), caller) == 0)
                gate.wait()
                return .failure(.unreadable(path: "x", problem: .missing))
            }
            // The caller is not blocked by the load, and nothing is reported while it runs.
            #expect(Date().timeIntervalSince(start) < 1)
            #expect(!watcher.changeSeen)
            let early = watcher.changed(now: 0.4)
            #expect(!early)
            let none = watcher.takeLoaded()
            #expect(none == nil)
            gate.signal()
            let deadline = Date().addingTimeInterval(10)
            while !watcher.changed(now: 0.5), Date() < deadline { usleep(1_000) }
            let taken = watcher.takeLoaded()
            let result = try #require(taken)
            if case .failure(.unreadable(let name, _)) = result {
                #expect(name == "x")
            } else {
                Issue.record("wrong result")
            }
            #expect(ranElsewhere.value)
            let again = watcher.changed(now: 0.6)
            #expect(!again)  // reported once
        }
    }
}

/// A Bool set on one thread and read on another.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = false
    func set(_ value: Bool) { lock.withLock { stored = value } }
    var value: Bool { lock.withLock { stored } }
}
