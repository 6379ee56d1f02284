import Testing
@testable import CarouselCLI

@Suite struct ArgumentParserTests {
    static let format = Option.text("--format", placeholder: "FORMAT")
    static let strict = Option.flag("--strict", "--deny-warnings")
    static let output = Option.text("--output", "-o", placeholder: "OUT")
    let parser = ArgumentParser(options: [format.spec, strict.spec, output.spec])

    @Test func valuesWithSpaceOrEquals() throws {
        let spaced = try parser.parse(["--format", "json", "a"])
        let joined = try parser.parse(["a", "--format=json"])
        #expect(spaced[Self.format] == "json")
        #expect(joined[Self.format] == "json")
        #expect(spaced.positionals == ["a"] && joined.positionals == ["a"])
    }

    @Test func aliasesAndShortOptions() throws {
        let parsed = try parser.parse(["--deny-warnings", "-o", "x.json", "s.toml"])
        #expect(parsed[Self.strict])
        #expect(parsed[Self.output] == "x.json")
        #expect(try parser.parse(["-oy.json"])[Self.output] == "y.json")
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parser.parse(["--", "--strict", "-"])
        #expect(parsed.positionals == ["--strict", "-"])
        #expect(!parsed[Self.strict])
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

    /// Each kind of key reads its value as its type; an option not given reads as false or nil.
    @Test func typedKeysReadTheirValues() throws {
        let jobs = Option.integer("--jobs", "-j", placeholder: "N", range: 1...8)
        let at = Option.number("--at", placeholder: "S", kind: .duration(0...10))
        let size = Option.size("--size", maximum: (width: 800, height: 600))
        let color = Option.color(help: [])
        let parser = ArgumentParser(options: [jobs.spec, at.spec, size.spec, color.spec, Self.strict.spec])
        let parsed = try parser.parse(["-j3", "--at", "250ms", "--size=640x480", "--color", "never"])
        #expect(parsed[jobs] == 3 && parsed[at] == 0.25 && parsed[color] == .never)
        #expect(parsed[size]?.width == 640 && parsed[size]?.height == 480)
        #expect(!parsed[Self.strict])
        let empty = try parser.parse([])
        #expect(empty[jobs] == nil && empty[at] == nil && empty[size] == nil && empty[color] == .auto)
        #expect(!empty.given(jobs.spec) && parsed.given(jobs.spec))
    }

    /// `--size` stops at the bound its key declares: `demo --size` at a spec window's largest size.
    @Test func sizeStopsAtItsDeclaredBound() throws {
        let demo = DemoCommand.spec.parser
        #expect(try demo.parse(["--size", "7680x4320"])[DemoCommand.size]?.width == 7680)
        #expect(throws: CommandError.self) { try demo.parse(["--size", "7681x4320"]) }
        #expect(throws: CommandError.self) { try demo.parse(["--size", "1280x4321"]) }
        #expect(try RenderCommand.parse(["--size", "16384x16384"])[RenderCommand.size]?.height == 16384)
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
