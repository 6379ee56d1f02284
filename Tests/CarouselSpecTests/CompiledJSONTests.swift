import Foundation
import JSON
import Testing
@testable import CarouselSpec

@Suite struct CompiledJSONTests {
    /// The compile output of Configs/showcase with machine-specific paths replaced by `<root>`.
    static func showcaseJSON() throws -> String {
        let path = SpecFixtures.packageRoot + "/Configs/showcase.carousel.toml"
        let compilation = try SpecFixtures.loader.compile(path: path)
        let json = try #require(compilation.compiledJSON())
        return json.replacingOccurrences(of: SpecFixtures.packageRoot, with: "<root>")
    }

    @Test func showcaseSnapshot() throws {
        Snapshot.expect(try Self.showcaseJSON(), matches: "Tests/CarouselSpecTests/Snapshots/showcase.compiled.json")
    }

    @Test func outputIsStableAndValidJSON() throws {
        let first = try Self.showcaseJSON()
        #expect(first == (try Self.showcaseJSON()))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        let carousels = try #require(object["carousel"] as? [[String: Any]])
        #expect(carousels.map { $0["id"] as? String } == ["featured", "cards", "health", "ticker"])
        let cards = try #require(carousels[1]["derived"] as? [String: Any])
        #expect(cards["visible-outer-slot"] as? Int == 2)
        #expect(carousels[1]["generate"] != nil && carousels[1]["items"] == nil)
        #expect(carousels[0]["stack"] == nil && carousels[1]["stack"] != nil)
        let ticker = try #require(carousels[3]["derived"] as? [String: Any])
        #expect(ticker["cover-count"] as? Int == 7)
    }

    @Test func everyDefaultIsFilledIn() throws {
        let compilation = SpecFixtures.compile(
            "[[carousel]]\nid = \"a\"\nkind = \"stack\"\naxis = \"vertical\"\nframe = { x = 0, y = 0, width = 300, height = 700 }\n[[carousel.items]]\n"
        )
        let json = try #require(compilation.compiledJSON())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let carousel = try #require((object["carousel"] as? [[String: Any]])?.first)
        let snap = try #require(carousel["snap"] as? [String: Any])
        #expect(snap["animation"] as? String == "ease-out")
        #expect(snap["distance-threshold"] as? Double == 0.25)
        #expect(snap["max-flick-pages"] as? Int == 5)
        let stack = try #require(carousel["stack"] as? [String: Any])
        #expect(stack["spacing-ratio"] as? Double == 0.55)
        #expect((stack["opacity"] as? [[Double]])?.count == 4)
        #expect(carousel["infinite"] as? Bool == true)
        let window = try #require(object["window"] as? [String: Any])
        #expect(window["title"] as? String == "test")
        #expect(window["background"] as? String == "#0E0F13FF")
    }

    @Test func stringsAreEscaped() {
        let value = JSONValue.object([("k\"ey", .string("a\\b\n\t\u{01}\u{2028}é"))])
        #expect(value.text(pretty: false) == "{\"k\\\"ey\":\"a\\\\b\\n\\t\\u0001\\u2028é\"}")
        #expect(JSONValue.number(.nan).text() == "null")
        #expect(JSONValue.number(0.35).text() == "0.35")
        #expect(JSONValue.number(16).text() == "16")
    }
}
