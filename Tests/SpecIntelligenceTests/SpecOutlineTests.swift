import SourceDiagnostics
import TOML
import Testing

@testable import SpecIntelligence

@Suite struct SpecOutlineTests {
    @Test func carouselsItemsAndSubTablesAreListed() throws {
        let text =
            "version = 1\n[window]\ntitle = \"W\"\n[[carousel]]\nid = \"a\"\nkind = \"stack\"\n"
            + "[carousel.auto]\ninterval = 3\n[[carousel.items]]\ntitle = \"One\"\n[[carousel.items]]\nid = \"two\"\n"
            + "title = \"Two\"\n[[carousel.items]]\n[[carousel]]\nid = \"b\"\n"
        let source = Marked(text)
        let symbols = SpecOutline.symbols(in: text)
        #expect(symbols.map(\.name) == ["version", "window", "a", "b"])
        #expect(symbols.map(\.kind) == [.key, .window, .carousel, .carousel])
        let carousel = symbols[2]
        #expect(carousel.detail == "stack")
        #expect(source.slice(carousel.selectionSpan) == "\"a\"")
        #expect(source.slice(carousel.span).hasPrefix("[[carousel]]\nid = \"a\""))
        #expect(source.slice(carousel.span).hasSuffix("[[carousel.items]]"))
        #expect(carousel.children.map(\.name) == ["auto", "One", "two", "item 3"])
        #expect(carousel.children.map(\.kind) == [.table, .item, .item, .item])
        #expect(carousel.children[2].detail == "Two")
        #expect(symbols[3].detail == "paging")
        #expect(symbols[1].children.map(\.name) == ["title"])
    }

    @Test func inlineItemsAreListedToo() throws {
        let source = Marked(
            "[[carousel]]\nid = \"a\"\nitems = [{ title = \"One\" }, { id = \"b\", title = \"Two\" }, {}]\n")
        let carousel = try #require(SpecOutline.symbols(in: source.text).first)
        #expect(carousel.children.map(\.name) == ["One", "b", "item 3"])
        #expect(source.slice(carousel.children[1].selectionSpan) == "\"b\"")
        #expect(carousel.children[1].detail == "Two")
    }

    @Test func aCarouselWithoutAnIDIsNamedByItsPosition() {
        let symbols = SpecOutline.symbols(in: "[[carousel]]\ntitle = \"x\"\n[[carousel]]\nid = \"")
        #expect(symbols.map(\.name) == ["carousel 1", "carousel 2"])
    }

    /// Windows line endings give the same outline, and the same hover on every key.
    @Test(arguments: Fixtures.configs.map(\.name))
    func crlfLineEndingsReadTheSame(name: String) throws {
        let text = try #require(Fixtures.configs.first { $0.name == name }?.text)
        let crlf = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        func names(_ symbols: [OutlineSymbol]) -> [String] {
            symbols.flatMap { [$0.name + " " + ($0.detail ?? "")] + names($0.children) }
        }
        #expect(names(SpecOutline.symbols(in: crlf)) == names(SpecOutline.symbols(in: text)))
        var lineStart = 0
        var crlfStart = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let length = line.utf8.count
            if let equals = line.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let column = line.utf8.distance(from: line.utf8.startIndex, to: equals) / 2
                let lf = SpecHover.hover(in: text, at: lineStart + column)?.markdown
                let windows = SpecHover.hover(in: crlf, at: crlfStart + column)?.markdown
                #expect(lf == windows, "\(name): \(line)")
            }
            lineStart += length + 1
            crlfStart += length + 2
        }
    }

    /// Every Configs/ spec: the outline lists each carousel (by id) with each of its items, as
    /// the TOML parser reads them.
    @Test(arguments: Fixtures.configs.map(\.name))
    func outlineOfEveryConfigsSpec(name: String) throws {
        let text = try #require(Fixtures.configs.first { $0.name == name }?.text)
        let parsed = TOMLDocumentParser.parse(SourceFile(path: name, bytes: Array(text.utf8)))
        #expect(parsed.isValid)
        guard case .array(let carousels, _)? = parsed.root["carousel"]?.value.kind else {
            Issue.record("\(name) has no carousels")
            return
        }
        let symbols = SpecOutline.symbols(in: text).filter { $0.kind == .carousel }
        #expect(symbols.count == carousels.count, "\(name)")
        for (symbol, carousel) in zip(symbols, carousels) {
            guard case .table(let table) = carousel.kind else { continue }
            if case .string(let id)? = table["id"]?.value.kind { #expect(symbol.name == id, "\(name)") }
            var items: [TOMLValue] = []
            if case .array(let list, _)? = table["items"]?.value.kind { items = list }
            let itemSymbols = symbol.children.filter { $0.kind == .item }
            #expect(itemSymbols.count == items.count, "\(name): \(symbol.name)")
            for (itemSymbol, item) in zip(itemSymbols, items) {
                guard case .table(let itemTable) = item.kind else { continue }
                let expected = [itemTable["id"], itemTable["title"]].compactMap { entry -> String? in
                    if case .string(let text)? = entry?.value.kind, !text.isEmpty { return text }
                    return nil
                }.first
                if let expected { #expect(itemSymbol.name == expected, "\(name)") }
            }
        }
    }
}
