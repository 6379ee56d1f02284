import Foundation
import Testing

/// Compares rendered text with a committed file under Snapshots/; `RECORD_SNAPSHOTS=1` rewrites it.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// Records when asked to, otherwise expects `actual` to equal the stored snapshot byte for byte.
    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            #expect(throws: Never.self, sourceLocation: sourceLocation) {
                try actual.write(to: url, atomically: true, encoding: .utf8)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "missing snapshot \(name); run with RECORD_SNAPSHOTS=1 to create it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if actual != expected {
            let firstDifference = zip(
                actual.split(separator: "\n", omittingEmptySubsequences: false),
                expected.split(separator: "\n", omittingEmptySubsequences: false)
            )
            .enumerated().first { $0.element.0 != $0.element.1 }
            let detail =
                firstDifference.map {
                    "line \($0.offset + 1):\n  actual:   \($0.element.0)\n  expected: \($0.element.1)"
                } ?? "lengths differ"
            Issue.record(
                "snapshot \(name) differs (\(detail)); re-record deliberately with RECORD_SNAPSHOTS=1",
                sourceLocation: sourceLocation)
        }
    }
}
