import CarouselEngine
import JSON
import Testing

@testable import CarouselScript

/// The demo's A, I and K in scripts: `key` events `a`, `i` and `k` are engine input (so
/// `simulate` and `render` apply them), written back as they were read.
@Suite struct LiveChangeScriptTests {
    static let text = """
        {"events": [
          {"t": 0.1, "type": "key", "key": "space"},
          {"t": 0.2, "type": "key", "key": "a"},
          {"t": 0.3, "type": "key", "key": "i"},
          {"t": 0.4, "type": "key", "key": "k"},
          {"t": 0.5, "type": "key", "key": "h"}
        ]}
        """

    @Test func keysAIKAreEngineChanges() throws {
        let script = try InputScript.read(Self.text)
        #expect(
            script.steps.map(\.action) == [
                .input(.key(.space)), .input(.change(.axis)), .input(.change(.infinite)), .input(.change(.kind)),
                .window(.toggleHUD),
            ])
        #expect(script.steps.compactMap(\.input).count == 4)
    }

    @Test func changesAreWrittenAsTheKeysTheyWereReadFrom() throws {
        let steps = CarouselChange.allCases.enumerated().map { TimedStep(Double($0), .input(.change($1))) }
        let script = InputScript(steps: steps)
        let text = script.json()
        #expect(text.contains(#"{"t": 0.0, "type": "key", "key": "a"}"#))
        #expect(text.contains(#"{"t": 1.0, "type": "key", "key": "i"}"#))
        #expect(text.contains(#"{"t": 2.0, "type": "key", "key": "k"}"#))
        #expect(try InputScript.read(text) == script)
    }

    @Test func anUnknownKeyListsTheChangeKeys() {
        do {
            _ = try InputScript.read(#"{"events": [{"t": 0, "type": "key", "key": "x"}]}"#)
            Issue.record("an unknown key was accepted")
        } catch {
            #expect(error.message.contains("space, tab, a, i, k, r, h"), "\(error.message)")
        }
    }
}
