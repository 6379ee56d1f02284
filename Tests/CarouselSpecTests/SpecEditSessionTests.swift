import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// ``SpecEditSession``: an edit inside one item's body re-reads that item alone, every other
/// edit compiles the whole file, and either way the result is a full compile's: the same
/// diagnostics (spans, fix-its) and the same compiled JSON.
@Suite struct SpecEditSessionTests {
    static let loader = SpecLoader(fileSystem: InMemoryFileSystem(files: [:]), workingDirectory: "/")

    static func spec(items: Int) -> String {
        var text = "version = 1\n\n[[carousel]]\nid = \"c\"\nkind = \"paging\"\n\n"
        for index in 0..<items {
            text += "[[carousel.items]]\nid = \"i\(index)\"\ntitle = \"Caf\u{E9} \(index)\"\n\n"
        }
        return text + "[[carousel]]\nid = \"d\"\nkind = \"stack\"\n\n[[carousel.items]]\ntitle = \"last\"\n"
    }

    /// Replaces the first `target` after the `occurrence`-th `[[carousel.items]]` with `replacement`
    /// and compiles the new text through `session`; returns the session's result and a full compile's.
    static func edit(
        _ text: inout String, session: SpecEditSession, after occurrence: Int, _ target: String, _ replacement: String
    ) -> (SpecCompilation, SpecCompilation) {
        var bytes = Array(text.utf8)
        var from = 0
        for _ in 0...occurrence {
            from = Self.find(Array("[[carousel.items]]".utf8), in: bytes, from: from).map { $0 + 1 } ?? bytes.count
        }
        let start = Self.find(Array(target.utf8), in: bytes, from: from) ?? bytes.count
        let end = min(bytes.count, start + target.utf8.count)
        let inserted = Array(replacement.utf8)
        bytes.replaceSubrange(start..<end, with: inserted)
        text = String(decoding: bytes, as: UTF8.self)
        let file = SourceFile(path: "/s/spec.carousel.toml", bytes: bytes)
        let partial = session.compile(
            file, baseDirectory: "/s", edit: SpecTextEdit(start: start, oldEnd: end, newEnd: start + inserted.count))
        return (partial, loader.compile(file, baseDirectory: "/s"))
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        return (from...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    @Test func editsInsideOneItemAreReadAloneAndEqualAFullCompile() {
        let session = Self.loader.editSession()
        var text = Self.spec(items: 30)
        let file = SourceFile(path: "/s/spec.carousel.toml", text: text)
        let first = session.compile(file, baseDirectory: "/s", edit: nil)
        #expect(!session.lastWasPartial)
        #expect(first.diagnostics == Self.loader.compile(file, baseDirectory: "/s").diagnostics)
        // A longer title, an integer title (E0202), an unknown key, a duplicate id, then all mended.
        let edits: [(Int, String, String)] = [
            (12, "Caf\u{E9} 12", "A much longer title \u{1F600}"), (3, "\"Caf\u{E9} 3\"", "7"),
            (20, "title", "titel"), (25, "\"i25\"", "\"i2\""), (3, "7", "\"back\""), (20, "titel", "title"),
            (25, "\"i2\"", "\"i25\""),
        ]
        for (item, target, replacement) in edits {
            let (partial, full) = Self.edit(&text, session: session, after: item, target, replacement)
            #expect(session.lastWasPartial, "\(target) -> \(replacement)")
            #expect(partial.diagnostics == full.diagnostics, "\(target) -> \(replacement)")
            #expect(partial.compiledJSON() == full.compiledJSON())
        }
    }

    @Test func otherEditsCompileTheWholeFileAndEqualAFullCompile() {
        let session = Self.loader.editSession()
        var text = Self.spec(items: 10)
        _ = session.compile(SourceFile(path: "/s/spec.carousel.toml", text: text), baseDirectory: "/s", edit: nil)
        // A carousel key, a header, a glued header, then a value edit after the TOML came back.
        let edits: [(Int, String, String, Bool)] = [
            (0, "kind = \"stack\"", "kind = \"stak\"", false),
            (4, "\n[[carousel.items]]\n", "\n[carousel.items]\n", false),
            (3, "\n[carousel.items]\n", "\n[[carousel.items]]\n", false),
            (6, "\"Caf\u{E9} 6\"\n\n", "\"x\"", false),
            (6, "\"x\"", "\"Caf\u{E9} 6\"\n\n", false),
            (9, "\"Caf\u{E9} 9\"", "\"nine\"", true),
        ]
        for (item, target, replacement, readAlone) in edits {
            let (partial, full) = Self.edit(&text, session: session, after: item, target, replacement)
            #expect(session.lastWasPartial == readAlone, "\(target) -> \(replacement)")
            #expect(partial.diagnostics == full.diagnostics, "\(target) -> \(replacement)")
            #expect(partial.compiledJSON() == full.compiledJSON())
        }
    }
}
