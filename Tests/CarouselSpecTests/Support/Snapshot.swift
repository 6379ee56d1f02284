import Foundation
import Testing

/// Compares generated text with a committed file; `CAROUSEL_RECORD=1` rewrites the file instead.
enum Snapshot {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["CAROUSEL_RECORD"] == "1" }

    /// Expects the file at `relativePath` (from the package root) to equal `text`.
    static func expect(
        _ text: String, matches relativePath: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let path = SpecFixtures.packageRoot + "/" + relativePath
        if isRecording {
            try? FileManager.default.createDirectory(
                atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
            try? text.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let committed = try? String(contentsOfFile: path, encoding: .utf8)
        #expect(
            committed != nil, "missing \(relativePath); run the tests with CAROUSEL_RECORD=1 to write it",
            sourceLocation: sourceLocation)
        #expect(
            committed == text,
            "\(relativePath) is out of date; run the tests with CAROUSEL_RECORD=1 and review the diff",
            sourceLocation: sourceLocation)
    }
}
