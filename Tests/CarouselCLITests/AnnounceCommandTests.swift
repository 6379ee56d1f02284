import Foundation
import Testing

/// `carousel simulate` prints an `announce` line after every `select`, as a live region reads it.
@Suite struct AnnounceCommandTests {
    static let spec = """
        [[carousel]]
        id = "bay"
        label = "Photos of the bay"

        [[carousel.items]]
        title = "Harbour"

        [[carousel.items]]
        image = "../../Assets/images/sunrise.png"
        alt = "Sunrise over the bay"

        [[carousel.items]]
        image = "../../Assets/images/sunrise.png"
        alt = ""

        """

    @Test func everySelectIsFollowedByItsAnnouncement() throws {
        let folder = try TemporaryFolder()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        try folder.write(
            "bay.carousel.toml", Self.spec.replacingOccurrences(of: "../../Assets", with: root + "/Assets"))
        try folder.write(
            "keys.json",
            #"{"events": [{"t": 0.2, "type": "key", "key": "right"}, {"t": 1.5, "type": "key", "key": "right"}, "#
                + #"{"t": 3, "type": "key", "key": "home"}]}"#)
        let result = try CarouselProcess.run(
            ["simulate", "bay.carousel.toml", "--input", "keys.json"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init).filter { !$0.contains("\"frame\"") }
        // The first select names the starting item (t 0): nothing changed, so nothing is announced.
        #expect(lines.first == #"{"t": 0.0, "type": "select", "carousel": "bay", "index": 0}"#)
        #expect(lines.dropFirst().first?.contains("announce") == false)
        let selects = lines.indices.dropFirst().filter { lines[$0].contains("\"select\"") }
        #expect(selects.count == 3)
        for index in selects {
            #expect(lines.indices.contains(index + 1) && lines[index + 1].contains("\"type\": \"announce\""))
        }
        #expect(
            lines.contains(
                #"{"t": 0.2, "type": "announce", "carousel": "bay", "text": "Item 2 of 3: Sunrise over the bay"}"#))
        #expect(lines.contains(#"{"t": 1.5, "type": "announce", "carousel": "bay", "text": "Item 3 of 3"}"#))
        #expect(lines.contains(#"{"t": 3.0, "type": "announce", "carousel": "bay", "text": "Item 1 of 3: Harbour"}"#))
    }
}
