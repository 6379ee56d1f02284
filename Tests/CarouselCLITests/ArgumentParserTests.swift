import Testing
@testable import CarouselCLI

@Suite struct ArgumentParserTests {
    let parser = ArgumentParser(options: [
        .value("--format", placeholder: "FORMAT"),
        .flag("--strict", "--deny-warnings"),
        .value("--output", "-o", placeholder: "OUT"),
    ])

    @Test func valuesWithSpaceOrEquals() throws {
        let spaced = try parser.parse(["--format", "json", "a"])
        let joined = try parser.parse(["a", "--format=json"])
        #expect(spaced.value("--format") == "json")
        #expect(joined.value("--format") == "json")
        #expect(spaced.positionals == ["a"] && joined.positionals == ["a"])
    }

    @Test func aliasesAndShortOptions() throws {
        let parsed = try parser.parse(["--deny-warnings", "-o", "x.json", "s.toml"])
        #expect(parsed.has("--strict"))
        #expect(parsed.value("--output") == "x.json")
        #expect(try parser.parse(["-oy.json"]).value("--output") == "y.json")
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parser.parse(["--", "--strict", "-"])
        #expect(parsed.positionals == ["--strict", "-"])
        #expect(!parsed.has("--strict"))
    }

    @Test func unknownOptionSuggestsTheClosest() {
        #expect(throws: CommandError.self) { try parser.parse(["--frmat", "json"]) }
        do {
            _ = try parser.parse(["--frmat", "json"])
        } catch {
            #expect(error.message == "unknown option '--frmat'; did you mean `--format`?")
            #expect(error.kind == .usage)
        }
    }

    @Test func missingAndUnexpectedValues() {
        do {
            _ = try parser.parse(["--format"])
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "option '--format' needs a value (FORMAT)")
        }
        do {
            _ = try parser.parse(["--strict=yes"])
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "option '--strict' takes no value")
        }
    }
}
