import Foundation
import Testing

@testable import CarouselScript

/// The hostile scripts of Tests/Fixtures/hostile get a clear `line:column` error (issue 13).
@Suite struct HostileScriptTests {
    static let folder: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { url.deleteLastPathComponent() }
        return url.path + "/Fixtures/hostile/"
    }()

    /// (file, line, column, words)
    static let rejected: [(String, Int, Int, String)] = [
        ("pointer-up-1e80.json", 1, 139, "\"x\" must be a number of points from -1000000 to 1000000"),
        ("pointer-up-minus-1e308.json", 1, 43, "\"x\" must be a number of points from -1000000 to 1000000"),
        ("time-infinite.json", 1, 19, "invalid number '1e999'"),
        ("time-negative.json", 1, 19, "\"t\" must be a number of seconds from 0 to 86400"),
        ("x-nan.json", 1, 41, "expected a value"),
    ]

    @Test(arguments: 0..<rejected.count)
    func hostileScriptsAreRejectedWithLineAndColumn(index: Int) throws {
        let (file, line, column, words) = Self.rejected[index]
        let bytes = try #require(FileManager.default.contents(atPath: Self.folder + file), "missing \(file)")
        do {
            _ = try InputScript.read(Array(bytes))
            Issue.record("\(file) was accepted")
        } catch {
            #expect(error.line == line && error.column == column, "\(file): \(error)")
            #expect(error.message.contains(words), "\(file): \(error.message)")
        }
    }

    @Test func theDayLongGapIsAValidScript() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "day-gap.json"))
        let script = try InputScript.read(Array(bytes))
        #expect(script.duration == 86_400)
    }
}
