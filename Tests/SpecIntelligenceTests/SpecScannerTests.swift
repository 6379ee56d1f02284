import SourceDiagnostics
import Testing

@testable import SpecIntelligence

@Suite struct SpecScannerTests {
    @Test func headersEntriesAndValues() throws {
        let document = SpecScanner.scan(
            "version = 1\n[ window ]\nsize = [1280, 800] # c\n[[carousel]]\n\"id\" = 'a'\nframe = { x = 0, y = 1 }\n")
        #expect(document.sections.map(\.path) == [[], ["window"], ["carousel"]])
        #expect(document.sections[2].header?.isArray == true)
        let frame = try #require(document.sections[2].entry("frame")?.value)
        guard case .inlineTable(let entries, let closed) = frame.kind else {
            Issue.record("frame is not an inline table")
            return
        }
        #expect(closed && entries.map { $0.keys[0].name } == ["x", "y"])
        #expect(document.sections[2].entry("id")?.value?.string == "a")
        guard case .array(let sizes, true)? = document.sections[1].entry("size")?.value?.kind else {
            Issue.record("size is not a closed array")
            return
        }
        #expect(sizes.count == 2)
    }

    @Test func unfinishedTextIsReadAsFarAsItGoes() throws {
        let source = Marked("[carousel.\nkind = \"sta\nspa\nauto.interval = \n")
        let document = SpecScanner.scan(source.text)
        let section = try #require(document.sections.last)
        #expect(section.path == ["carousel"])
        #expect(source.slice(section.header?.span) == "[carousel.")
        #expect(section.entries.map { $0.keys.map(\.name) } == [["kind"], ["spa"], ["auto", "interval"]])
        guard case .string("sta", _, false)? = section.entries[0].value?.kind else {
            Issue.record("kind is not an unterminated string")
            return
        }
        #expect(section.entries[1].equalsOffset == nil)
        #expect(section.entries[2].value == nil)
    }

    @Test func anUnclosedArrayStopsAtTheNextStatement() throws {
        let document = SpecScanner.scan("palette = [\n  \"red\",\n  \"blue\"\ncount = 3\n[window]\n")
        let entries = document.sections[0].entries
        #expect(entries.map { $0.keys[0].name } == ["palette", "count"])
        guard case .array(let colors, false)? = entries[0].value?.kind else {
            Issue.record("palette is not an unclosed array")
            return
        }
        #expect(colors.compactMap(\.string) == ["red", "blue"])
        #expect(document.sections.last?.path == ["window"])
    }

    @Test func multiLineStringsAndEscapes() throws {
        let document = SpecScanner.scan("a = \"\"\"\nline\n[not a header]\n\"\"\"\nb = \"q\\\"uote\"\nc = '''x'''\n")
        let entries = document.sections[0].entries
        #expect(document.sections.count == 1)
        #expect(entries.map { $0.value?.string } == ["line\n[not a header]\n", "q\"uote", "x"])
    }

    @Test func aByteOrderMarkIsSkipped() {
        let document = SpecScanner.scan(bytes: [0xEF, 0xBB, 0xBF] + Array("[window]\n".utf8))
        #expect(document.sections.map(\.path) == [[], ["window"]])
        #expect(document.sections[1].header?.span.start == 3)
    }
}
