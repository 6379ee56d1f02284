import Foundation
import JSON
import Testing

@testable import CarouselLSP

/// Random incremental edits (seeded) to every Configs/ spec with the real analysis: the server
/// never traps, and every published range lies inside the document it describes.
@Suite struct LanguageServerRandomEditTests {
    static let configs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Configs")

    @Test func randomEditsToConfigsSpecsGiveRangesInsideTheDocument() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.configs.path).filter {
            $0.hasSuffix(".carousel.toml")
        }.sorted()
        #expect(names.count >= 5)
        var generator = RandomMessages(seed: 7)
        var published = 0
        for name in names {
            let text = try String(contentsOf: Self.configs.appendingPathComponent(name), encoding: .utf8)
            let client = LSPTestClient()
            client.start()
            let uri = "file:///specs/" + name
            client.open(uri, text)
            var mirror = text
            for version in 2..<202 {
                let lines = mirror.split(separator: "\n", omittingEmptySubsequences: false)
                let line = generator.random.int(0...lines.count)
                let lineLength = line < lines.count ? lines[line].utf16.count : 0
                let start = LSPJSON.position(line, generator.random.int(0...(lineLength + 2)))
                let end =
                    generator.random.chance(60)
                    ? start : LSPJSON.position(line, generator.random.int(0...(lineLength + 2)))
                let inserted = generator.text()
                let range = JSONValue.object([("start", start), ("end", end)])
                mirror = LSPJSON.apply([.object([("range", range), ("newText", .string(inserted))])], to: mirror)
                let out = client.notify(
                    "textDocument/didChange",
                    .object([
                        ("textDocument", .object([("uri", .string(uri)), ("version", .integer(version))])),
                        ("contentChanges", .array([.object([("range", range), ("text", .string(inserted))])])),
                    ]))
                guard let list = LSPTestClient.diagnostics(in: out, uri: uri) else {
                    Issue.record("\(name) v\(version): no diagnostics published")
                    continue
                }
                published += 1
                let lineCount = mirror.split(separator: "\n", omittingEmptySubsequences: false).count
                for diagnostic in list {
                    let endLine = Int(diagnostic["range"]?["end"]?["line"]?.double ?? -1)
                    #expect(endLine >= 0 && endLine < lineCount, "\(name) v\(version): \(diagnostic)")
                }
            }
            // The server's text after 200 edits is the text an editor applying them has.
            #expect(client.server.documents[uri]?.text == mirror, "\(name)")
        }
        #expect(published == names.count * 200)
    }
}
