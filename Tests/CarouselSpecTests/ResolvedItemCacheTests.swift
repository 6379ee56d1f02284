import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// ``ResolvedItemCache``: after an edit inside one item a session resolves that item alone and
/// reuses the others, and the resolved spec (every item as drawn), the diagnostics and the
/// compiled JSON equal a full compile's, in the edited carousel, in a carousel whose
/// `[carousel.text]` every item inherits, and in one that takes its items from another
/// (`[carousel.source] carousel`, always resolved whole).
@Suite struct ResolvedItemCacheTests {
    static let loader = SpecLoader(fileSystem: InMemoryFileSystem(files: [:]), workingDirectory: "/")

    static func spec(items: Int) -> String {
        var text = "version = 1\n\n[window]\nsize = [1200, 900]\n\n"
        text += "[[carousel]]\nid = \"a\"\nkind = \"paging\"\n\n"
        for index in 0..<items {
            text += "[[carousel.items]]\ntitle = \"A \(index)\"\ncolor = \"#2040A0\"\n\n"
        }
        text += "[[carousel]]\nid = \"b\"\nkind = \"paging\"\n\n[carousel.text]\ntitle-size = 18\n\n"
        for index in 0..<items {
            text += "[[carousel.items]]\nid = \"b\(index)\"\ntitle = \"B \(index)\"\nsubtitle = \"Row\"\n\n"
        }
        return text + "[[carousel]]\nid = \"c\"\nkind = \"paging\"\n\n[carousel.source]\ncarousel = \"a\"\n"
    }

    @Test func itemEditsInEachCarouselResolveAsAFullCompile() {
        let session = Self.loader.editSession()
        var text = Self.spec(items: 12)
        let file = SourceFile(path: "/s/spec.carousel.toml", text: text)
        let first = session.compile(file, baseDirectory: "/s", edit: nil)
        #expect(first.spec != nil)
        // `[[carousel.items]]` number n: 0-11 in `a`, 12-23 in `b`. Titles, colours (the filled
        // text colour follows), a text colour, a label size, an integer title (E0202) and back,
        // a duplicate id, each followed by edits elsewhere that must see the earlier ones kept.
        let edits: [(Int, String, String)] = [
            (3, "\"A 3\"", "\"A much longer third title\""), (5, "#2040A0", "#F0F0F0"),
            (14, "\"B 2\"", "\"Changed\""), (7, "\"A 7\"", "\"\""),
            (15, "subtitle = \"Row\"", "subtitle = \"Row\"\ntext-color = \"black\""),
            (16, "\"B 4\"", "7"), (5, "#F0F0F0", "#101010"), (16, "7", "\"B 4 again\""),
            (20, "\"b8\"", "\"b9\""), (20, "\"b9\"", "\"b8\""), (0, "\"A 0\"", "\"First\""),
            (11, "\"A 11\"", "\"Last of a\""),
            (22, "subtitle = \"Row\"", "subtitle = \"Row\"\ntitle-size = 30"),
        ]
        var failing: [String] = []
        for (item, target, replacement) in edits {
            let (partial, full) = SpecEditSessionTests.edit(&text, session: session, after: item, target, replacement)
            let what = "item \(item): \(target) -> \(replacement)"
            #expect(session.lastWasPartial, "\(what)")
            #expect(partial.diagnostics == full.diagnostics, "\(what)")
            #expect(partial.spec == full.spec, "\(what)")
            #expect(partial.compiledJSON() == full.compiledJSON(), "\(what)")
            if full.spec == nil { failing.append(replacement) }
        }
        // Only an integer title (and the colour edit made before it is mended) and a duplicate id
        // leave errors, so every other edit compared two resolved specs.
        #expect(failing == ["7", "#101010", "\"b9\""])
        // The edits reached the resolved items: the source carousel follows `a`'s first title.
        let final = Self.loader.compile(SourceFile(path: "/s/spec.carousel.toml", text: text), baseDirectory: "/s")
        guard case .list(let followed)? = final.spec?.carousels.last?.items else {
            Issue.record("carousel c has no item list")
            return
        }
        #expect(followed.first?.title == "First")
    }

    @Test func aWholeCompileForgetsTheItemsKept() {
        let session = Self.loader.editSession()
        var text = Self.spec(items: 4)
        _ = session.compile(SourceFile(path: "/s/spec.carousel.toml", text: text), baseDirectory: "/s", edit: nil)
        // A new item (compiled whole), then an item edit: resolved from the new whole compile.
        let edits: [(Int, String, String, Bool)] = [
            (
                0, "title = \"A 0\"\ncolor = \"#2040A0\"\n",
                "title = \"A 0\"\ncolor = \"#2040A0\"\n\n[[carousel.items]]\ntitle = \"New\"\n", false
            ),
            (2, "\"A 1\"", "\"One\"", true),
        ]
        for (item, target, replacement, readAlone) in edits {
            let (partial, full) = SpecEditSessionTests.edit(&text, session: session, after: item, target, replacement)
            #expect(session.lastWasPartial == readAlone, "\(target) -> \(replacement)")
            #expect(partial.diagnostics == full.diagnostics)
            #expect(partial.spec == full.spec)
        }
    }

    /// A spec without sources or `start`: the session keeps its items filled with their own
    /// defaults (ids, titles, colours, text colours), and fills an item it re-reads again.
    @Test func itemsKeptFilledCompileAsAFullCompile() {
        var text = "version = 1\n\n[[carousel]]\nid = \"a\"\nkind = \"paging\"\n\n"
        for index in 0..<10 {
            text += "[[carousel.items]]\n"
            if index % 2 == 0 { text += "id = \"x\(index)\"\n" }
            if index % 3 != 0 { text += "title = \"T \(index)\"\n" }
            if index % 4 == 0 { text += "color = \"#E0E0E0\"\n" }
            text += "subtitle = \"S \(index)\"\n\n"
        }
        let session = Self.loader.editSession()
        _ = session.compile(SourceFile(path: "/s/spec.carousel.toml", text: text), baseDirectory: "/s", edit: nil)
        let edits: [(Int, String, String)] = [
            (0, "color = \"#E0E0E0\"", "color = \"#101010\""), (1, "title = \"T 1\"\n", ""),
            (2, "id = \"x2\"\n", ""), (3, "subtitle", "color = \"red\"\nsubtitle"),
            (1, "subtitle", "title = \"Back\"\nsubtitle"), (4, "\"x4\"", "\"2\""), (6, "\"x6\"", "6"),
        ]
        for (item, target, replacement) in edits {
            let (partial, full) = SpecEditSessionTests.edit(&text, session: session, after: item, target, replacement)
            let what = "item \(item): \(target) -> \(replacement)"
            #expect(session.lastWasPartial, "\(what)")
            #expect(partial.diagnostics == full.diagnostics, "\(what)")
            #expect(partial.spec == full.spec, "\(what)")
            #expect(partial.compiledJSON() == full.compiledJSON(), "\(what)")
        }
    }
}
