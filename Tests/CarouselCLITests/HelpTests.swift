import Testing
@testable import CarouselCLI

@Suite struct HelpTests {
    /// Every command's help is generated from its declaration: the usage line, every option with
    /// its placeholder, the declared default and range, and the exit codes.
    @Test(arguments: CommandRegistry.names)
    func helpComesFromTheDeclaration(_ name: String) throws {
        let command = try #require(CommandRegistry.command(named: name))
        let viaHelp = try CarouselProcess.run(["help", name])
        let viaFlag = try CarouselProcess.run([name, "--help"])
        #expect(viaHelp.status == 0 && viaFlag.status == 0)
        #expect(viaHelp.stdout == viaFlag.stdout)
        #expect(viaHelp.stdout == command.help + "\n")
        #expect(viaHelp.stdout.hasPrefix("usage: carousel \(name)"))
        #expect(viaHelp.stdout.contains("exit codes:"))
        #expect(viaHelp.stdout.contains("-h, --help"))
        let flat = viaHelp.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for option in command.spec.options {
            #expect(viaHelp.stdout.contains(option.label), "\(name) help lacks \(option.label)")
            #expect(viaHelp.stdout.contains(option.usage), "\(name) usage lacks \(option.usage)")
            if let defaultText = option.defaultText {
                #expect(flat.contains("default: " + defaultText), "\(name) \(option.canonical) lacks its default")
            }
            if option.valueName != nil, let range = option.kind.rangeText {
                #expect(flat.contains(range), "\(name) \(option.canonical) lacks its range")
            }
        }
    }

    /// Every option's usage error comes from its declared kind: a bad value names the option and
    /// what was expected.
    @Test(arguments: CommandRegistry.names)
    func badValuesAreUsageErrorsFromTheDeclaration(_ name: String) throws {
        let command = try #require(CommandRegistry.command(named: name))
        for option in command.spec.options where option.valueName != nil {
            switch option.kind {
            case .text: continue
            default: break
            }
            do {
                _ = try command.parse([option.canonical, "1e9x"])
                Issue.record("\(name) \(option.canonical) accepted 1e9x")
            } catch {
                #expect(error.kind == .usage)
                #expect(
                    error.message == "invalid value '1e9x' for \(option.canonical); expected \(option.kind.expectation)"
                )
            }
        }
    }

    /// Every time option reads the spec's duration grammar as well as plain seconds.
    @Test func timeOptionsTakeTheSpecDurationGrammar() throws {
        var seen = 0
        for command in CommandRegistry.all {
            for option in command.spec.options {
                guard case .duration(let range) = option.kind else { continue }
                seen += 1
                for (text, seconds) in [("1.5 s", 1.5), ("1.5s", 1.5), ("250ms", 0.25), ("1.5", 1.5), ("1 min", 60)]
                where range.contains(seconds) {
                    let parsed = try command.parse([option.canonical, text])
                    let key = OptionKey<Double?>(spec: option) { value, _ in
                        if case .number(let number) = value { return number }
                        return nil
                    }
                    #expect(parsed[key] == seconds, "\(command.name) \(option.canonical) \(text)")
                }
            }
        }
        #expect(seen >= 4)
        let render = try RenderCommand.parse(["--at", "5min", "--every", "50 ms"])
        #expect(render[RenderCommand.at] == 300)
        #expect(render[RenderCommand.every] == 0.05)
    }

    @Test func overviewListsCommands() throws {
        let result = try CarouselProcess.run(["help"])
        #expect(result.status == 0)
        for command in ["check", "compile", "schema", "explain", "simulate", "render", "demo", "toml-decode", "help"] {
            #expect(result.stdout.contains("  \(command) "))
        }
        let helpOfHelp = try CarouselProcess.run(["help", "help"])
        #expect(helpOfHelp.status == 0)
        #expect(helpOfHelp.stdout == result.stdout)
        let bare = try CarouselProcess.run([])
        #expect(bare.status == 2)
        #expect(bare.stdout.isEmpty)
        #expect(bare.stderr == result.stdout)
    }

    @Test func unknownCommandSuggestsTheClosest() throws {
        let result = try CarouselProcess.run(["chekc"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "carousel: unknown command 'chekc' (did you mean `check`?); run 'carousel help' for the list\n")
        let viaHelp = try CarouselProcess.run(["help", "compiel"])
        #expect(viaHelp.status == 2)
        #expect(
            viaHelp.stderr
                == "carousel: unknown command 'compiel' (did you mean `compile`?); run 'carousel help' for the list\n")
    }
}
