import CarouselScript
import Foundation
import JSON
import Testing

/// The `script` fuzz target's seeds of issue 21 (Fuzz/corpus/script) keep the shapes they were
/// written for: a repeated member is refused with both positions, a byte-order mark is read,
/// control characters in a type, key or member name are refused. Each also runs through the
/// target's entry without trapping.
@Suite struct ScriptFuzzSeedTests {
    /// Fuzz/corpus/script, from this source file's path.
    static let folder: String = {
        var path = #filePath
        for _ in 0..<3 { if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) } }
        return path + "/Fuzz/corpus/script/"
    }()

    /// (seed, nil when it is a valid script, else words its error contains)
    static let seeds: [(String, String?)] = [
        ("duplicate-events.json", "duplicate member \"events\": it is also at 1:2"),
        ("duplicate-size.json", "duplicate member \"size\": it is also at 1:2"),
        ("duplicate-in-event.json", "duplicate member \"x\": it is also at 1:40"),
        ("duplicate-past-linear-limit.json", "duplicate member \"k3\""),
        ("byte-order-mark.json", nil),
        ("byte-order-mark-twice.json", "unexpected character"),
        ("byte-order-mark-only.json", "unexpected end of input"),
        ("control-type-osc.json", "unknown event type"),
        ("control-type-nul.json", "unknown event type"),
        ("control-key-csi.json", "unknown key"),
        ("control-member-name.json", "unknown member"),
        ("control-raw-in-string.json", "control character"),
    ]

    @Test(arguments: 0..<seeds.count)
    func theSeedKeepsItsShape(index: Int) throws {
        let (name, words) = Self.seeds[index]
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.folder + name)))
        ScriptFuzzEntry.run(bytes)
        do throws(JSONError) {
            _ = try InputScript.read(bytes)
            #expect(words == nil, "\(name) was read")
        } catch {
            #expect(words.map { error.message.contains($0) } == true, "\(name): \(error.description)")
        }
    }
}
