import Testing
@testable import SourceDiagnostics

@Suite struct SourceLocatorTests {
    @Test func agreesWithSourceFileInAnyOrder() {
        let file = SourceFile(
            path: "x", bytes: [0xEF, 0xBB, 0xBF] + Array("aé日\tb\nc\u{FFFD}d\r\ne".utf8) + [0xFF, 0x80, 0x41])
        var locator = SourceLocator(file: file)
        let offsets = Array(0...file.bytes.count) + [7, 2, 1, 0, 12, 3, 99, -5]
        for offset in offsets {
            #expect(locator.location(of: offset) == file.location(of: offset), "offset \(offset)")
        }
    }
}
