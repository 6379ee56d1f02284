import CarouselSpec
import Testing

@testable import CarouselCLI

/// `carousel man`: carousel(1) from the commands' declarations, carousel-spec(5) from the schema.
@Suite struct ManPagesTests {
    /// carousel(1) has a section per command with its usage and every option, escaped for roff.
    @Test func carouselHasASectionPerCommandWithEveryOption() {
        let page = ManPages.text(of: .carousel)
        #expect(page.hasPrefix(".TH CAROUSEL 1 \"\" \"carousel \(CarouselVersion.number)\" \"User Commands\"\n"))
        for command in CommandRegistry.all.map({ $0.spec }) {
            #expect(page.contains("\n.SS carousel \(Roff.escaped(command.name))\n"), "no section for \(command.name)")
            for option in command.options {
                #expect(page.contains("\n.B " + Roff.escaped(option.label) + "\n"), "\(command.name) \(option.label)")
            }
        }
        // No line starts a request by accident: every line that starts with '.' or '\'' is a known macro.
        let macros: Set<String> = [
            ".TH", ".SH", ".SS", ".B", ".I", ".BR", ".IR", ".RI", ".br", ".PP", ".TP", ".nf", ".fi",
        ]
        for line in page.split(separator: "\n") where line.hasPrefix(".") || line.hasPrefix("'") {
            #expect(macros.contains(String(line.split(separator: " ")[0])), "stray request: \(line)")
        }
    }

    /// `carousel man carousel-spec` prints carousel-spec(5); an unknown page is a usage error.
    @Test func theCommandPrintsEachPage() throws {
        let spec = try CarouselProcess.run(["man", "carousel-spec"])
        #expect(spec.status == 0 && spec.stdout == ManPages.text(of: .carouselSpec))
        #expect(spec.stdout.hasPrefix(".TH CAROUSEL-SPEC 5 "))
        let first = try CarouselProcess.run(["man"])
        #expect(first.status == 0 && first.stdout == ManPages.text(of: .carousel))
        let other = try CarouselProcess.run(["man", "carousel-lint"])
        #expect(other.status == 2 && other.stderr.contains("expected carousel or carousel-spec"))
    }

    /// An option whose help is a list (indented continuation lines) gets a line break per entry;
    /// prose is left to the formatter.
    @Test func listHelpBreaksPerEntry() {
        #expect(
            ManPages.helpText(["human: text,", "  with notes", "json: JSON"]) == [
                "human: text,", "with notes", ".br", "json: JSON",
            ])
        #expect(ManPages.helpText(["warnings fail the run", "too"]) == ["warnings fail the run", "too"])
    }
}
