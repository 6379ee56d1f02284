import CarouselSpec
import SourceDiagnostics
import Testing

@testable import SpecIntelligence

@Suite struct SpecNavigationTests {
    static let spec = """
        [[carousel]]
        id = "photos"
        kind = "paging"
        items = [{ title = "A", image = "images/a.png" }]

        [[carousel]]
        id = "strip"
        kind = "focus"
        sync = "photos"

        [[carousel.items]]
        image = "../shared/b.jpg"

        [window]
        font = "/fonts/x.ttf"

        """

    static let emptyImage = "[[carousel]]\n[[carousel.items]]\nimage = \"\"\ntitle = \"a.png\"\n"

    /// The offset of the `occurrence`th (from 0) appearance of `needle` in `text`, plus `plus`.
    static func offset(of needle: String, _ occurrence: Int = 0, plus: Int = 0, in text: String = spec) -> Int {
        let bytes = Array(text.utf8)
        let target = Array(needle.utf8)
        var found = -1
        var index = 0
        while index + target.count <= bytes.count {
            if Array(bytes[index..<index + target.count]) == target {
                found += 1
                if found == occurrence { return index + plus }
            }
            index += 1
        }
        return -1
    }

    @Test func definitionGoesFromSyncToTheCarouselsID() {
        let source = Marked(Self.spec)
        let span = SpecNavigation.definition(in: Self.spec, at: Self.offset(of: "\"photos\"", 1, plus: 3))
        #expect(span == SourceSpan(start: Self.offset(of: "\"photos\""), end: Self.offset(of: "\"photos\"") + 8))
        #expect(source.slice(span) == "\"photos\"")
        // From the id itself, the definition is itself.
        #expect(SpecNavigation.definition(in: Self.spec, at: Self.offset(of: "photos")) == span)
    }

    @Test func definitionIsNilOffAReferenceOrForAnUnknownID() {
        #expect(SpecNavigation.definition(in: Self.spec, at: Self.offset(of: "kind")) == nil)
        #expect(SpecNavigation.definition(in: Self.spec, at: Self.offset(of: "\"A\"")) == nil)
        let unknown = Self.spec.replacingOccurrences(of: "sync = \"photos\"", with: "sync = \"nope\"")
        #expect(SpecNavigation.definition(in: unknown, at: Self.offset(of: "nope", in: unknown)) == nil)
        for offset in [-5, 0, Array(Self.spec.utf8).count, 100_000] {
            _ = SpecNavigation.definition(in: Self.spec, at: offset)
        }
    }

    @Test func referencesAreFoundByTheDescriptorNotByName() {
        // Every key whose descriptor refers to a carousel id is a reference, whatever its name.
        let catalog = SchemaCatalog.spec
        let referencing = Self.fields(of: catalog.root, depth: 0).filter(\.referencesCarouselID).map(\.key)
        #expect(referencing.contains("sync"))
        let references = CarouselReferences(SpecScanner.scan(Self.spec), catalog: catalog)
        #expect(references.definitions.map(\.id) == ["photos", "strip"])
        #expect(references.references.map(\.id) == ["photos"])
    }

    /// Every field reachable from `table` through nested tables (a few levels are all the schema has).
    static func fields(of table: TableDescriptor, depth: Int) -> [FieldDescriptor] {
        guard depth < 8 else { return [] }
        return table.fields + table.fields.compactMap(\.nestedTable).flatMap { fields(of: $0, depth: depth + 1) }
    }

    @Test func renameChangesTheIDAndEveryReference() throws {
        let source = Marked(Self.spec)
        let target = try SpecNavigation.renameTarget(in: Self.spec, at: Self.offset(of: "photos", 1))
        #expect(target.id == "photos")
        #expect(source.slice(target.span) == "photos")
        let spans = try SpecNavigation.rename(in: Self.spec, at: Self.offset(of: "photos"), to: "gallery")
        #expect(spans.count == 2)
        #expect(spans.allSatisfy { source.slice($0) == "photos" })
        #expect(spans.map(\.start) == [Self.offset(of: "photos"), Self.offset(of: "photos", 1)])
    }

    @Test func renameRefusesInvalidOrTakenIDsAndPlacesWithoutAnID() {
        let at = Self.offset(of: "photos")
        #expect(throws: RenameRefusal.self) { try SpecNavigation.rename(in: Self.spec, at: at, to: "Gallery") }
        #expect(throws: RenameRefusal.self) { try SpecNavigation.rename(in: Self.spec, at: at, to: "") }
        #expect(throws: RenameRefusal.self) {
            try SpecNavigation.rename(in: Self.spec, at: at, to: String(repeating: "a", count: 65))
        }
        do {
            _ = try SpecNavigation.rename(in: Self.spec, at: at, to: "strip")
            Issue.record("a taken id was accepted")
        } catch {
            #expect(error.reason.contains("already exists"))
        }
        do {
            _ = try SpecNavigation.renameTarget(in: Self.spec, at: Self.offset(of: "kind"))
            Issue.record("a key was accepted as an id")
        } catch {
            #expect(error.reason.contains("no carousel id here"))
        }
        let unknown = Self.spec.replacingOccurrences(of: "sync = \"photos\"", with: "sync = \"nope\"")
        #expect(throws: RenameRefusal.self) {
            try SpecNavigation.renameTarget(in: unknown, at: Self.offset(of: "nope", in: unknown))
        }
    }

    @Test func linksResolveImageAndFontPathsAgainstTheSpecsFolder() {
        let source = Marked(Self.spec)
        let links = SpecNavigation.links(in: Self.spec, specPath: "/work/specs/a.carousel.toml")
        #expect(links.map(\.path) == ["/work/specs/images/a.png", "/work/shared/b.jpg", "/fonts/x.ttf"])
        #expect(links.map { source.slice($0.span) } == ["images/a.png", "../shared/b.jpg", "/fonts/x.ttf"])
        #expect(SpecNavigation.links(in: Self.emptyImage, specPath: "/a.toml").isEmpty)
    }
}
