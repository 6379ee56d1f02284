import Testing

@testable import CarouselCLI

/// Help fitted to the terminal by one function (``HelpText``): as declared at 80 columns or
/// more (what a pipe gets), filled again on a narrower terminal.
@Suite struct HelpTextTests {
    @Test func linesThatFitAreKeptAsDeclared() {
        let lines = ["check at most N files at a time; --jobs 1 checks", "one file after another"]
        #expect(HelpText.fit(lines, width: 54) == lines)
    }

    @Test func proseIsFilledAgainToTheWidth() {
        let lines = ["check at most N files at a time; --jobs 1 checks", "one file after another"]
        let fitted = HelpText.fit(lines, width: 30)
        #expect(fitted == ["check at most N files at a", "time; --jobs 1 checks one file", "after another"])
        #expect(fitted.allSatisfy { $0.count <= 30 })
    }

    @Test func aListKeepsItsEntriesApartWithIndentedContinuations() {
        let lines = ["human (default): rustc-style text with the source line,", "  an underline", "json: one object"]
        #expect(
            HelpText.fit(lines, width: 32) == [
                "human (default): rustc-style", "  text with the source line, an", "  underline", "json: one object",
            ])
    }

    @Test func aWordLongerThanTheWidthStandsAlone() {
        #expect(
            HelpText.fit(["a https://example.org/a/very/long/address b"], width: 20)
                == ["a", "https://example.org/a/very/long/address", "b"])
    }

    @Test func everyCommandsHelpIsUnchangedAtTheDefaultWidthAndFitsANarrowTerminal() throws {
        for command in CommandRegistry.all {
            #expect(command.spec.help(width: 80) == command.help)
            #expect(command.spec.help(width: 200) == command.help)
            let narrow = command.spec.help(width: 60)
            let start = try #require(narrow.firstRange(of: "\noptions:\n"))
            let end = narrow[start.upperBound...].firstRange(of: "\n\n")?.lowerBound ?? narrow.endIndex
            for line in narrow[start.upperBound..<end].split(separator: "\n") {
                // Longer only where one word (a label, an address) is longer than the room left.
                #expect(line.count <= 60 || line.split(separator: " ").count <= 2, "\(command.name): \(line)")
            }
        }
    }
}
