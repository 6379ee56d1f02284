import Foundation
import Testing

@testable import CarouselCLI

/// The option tables of docs/cli.md and docs/demo.md are generated from the commands'
/// declarations (``OptionTable``): a table that drifts fails here. `make docs-options`
/// (`CAROUSEL_RECORD=1` on this suite) writes them afresh; review the diff.
@Suite struct OptionTableDocsTests {
    static let documents = ["docs/cli.md", "docs/demo.md"]

    @Test(arguments: documents)
    func theOptionTablesMatchTheDeclarations(document: String) throws {
        let path = ExternalValidator.packageRoot.appendingPathComponent(document).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(OptionTable.openingPrefix), "\(document) has no generated option table")
        let generated = try OptionTable.rewrite(text)
        if ProcessInfo.processInfo.environment["CAROUSEL_RECORD"] == "1" {
            if generated != text { try generated.write(toFile: path, atomically: true, encoding: .utf8) }
            return
        }
        #expect(generated == text, "\(document): an option table drifted; run make docs-options and review the diff")
    }

    @Test func aTableListsTheNamedOptionsInTheirOrder() throws {
        let table = try OptionTable.markdown(RenderCommand.spec, only: ["--fps", "--animate"])
        let rows = table.split(separator: "\n")
        #expect(rows.count == 4)
        #expect(
            rows[2].hasPrefix("| `--fps N` | frames per second of the --animate animation (1 to 50; default: 20) |"))
        #expect(rows[3].hasPrefix("| `--animate OUT.gif` | write an animated"))
    }

    @Test func aListOfEntriesKeepsOneEntryALineAndPipesAreEscaped() throws {
        let table = try OptionTable.markdown(CheckCommand.spec, only: ["--format"])
        #expect(table.contains("source line, an underline, labels, help and notes<br>json: one JSON object"))
        let demo = try OptionTable.markdown(DemoCommand.spec, only: ["--renderer"])
        #expect(demo.contains("`--renderer auto\\|gpu\\|software`"))
        let stdin = try OptionTable.markdown(CheckCommand.spec, only: ["--stdin-filename"])
        #expect(stdin.contains("with PATH `-` (the spec") && stdin.contains("(default: &lt;stdin&gt;, from"))
    }

    @Test func aMarkerNamingAnUnknownCommandOrOptionOrWithoutItsEndIsAnError() {
        let end = OptionTable.closing
        let unknownCommand = OptionTable.openingPrefix + "nope" + OptionTable.openingSuffix + "\n" + end
        #expect(throws: OptionTable.MarkerError.self) { try OptionTable.rewrite(unknownCommand) }
        let unknownOption = OptionTable.openingPrefix + "check --nope" + OptionTable.openingSuffix + "\n" + end
        #expect(throws: OptionTable.MarkerError.self) { try OptionTable.rewrite(unknownOption) }
        let unclosed = OptionTable.openingPrefix + "check" + OptionTable.openingSuffix + "\n| stale |\n"
        #expect(throws: OptionTable.MarkerError.self) { try OptionTable.rewrite(unclosed) }
    }

    @Test func rewritingReplacesOnlyWhatIsBetweenTheMarkers() throws {
        let text =
            "before\n" + OptionTable.openingPrefix + "fmt" + OptionTable.openingSuffix + "\n| stale |\n"
            + OptionTable.closing + "\nafter\n"
        let rewritten = try OptionTable.rewrite(text)
        #expect(rewritten.hasPrefix("before\n" + OptionTable.openingPrefix + "fmt" + OptionTable.openingSuffix + "\n"))
        #expect(rewritten.hasSuffix("\n" + OptionTable.closing + "\nafter\n"))
        #expect(rewritten.contains("| `--check` | change nothing;") && !rewritten.contains("stale"))
        #expect(try OptionTable.rewrite(rewritten) == rewritten)
    }
}
