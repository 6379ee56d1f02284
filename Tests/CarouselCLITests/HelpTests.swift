import Testing

@Suite struct HelpTests {
    @Test func helpForEveryOwnedCommandListsItsFlags() throws {
        let flags = [
            "check": ["--format", "--color", "--strict", "--deny-warnings", "--jobs", "exit codes", "examples"],
            "compile": ["--output", "--format", "--color", "--strict", "exit codes", "examples"],
            "schema": ["--output", "examples"],
            "explain": ["exit codes", "examples"],
            "simulate": ["--input", "--duration", "--fps", "--carousel", "--cards", "Exit codes", "example"],
            "render": ["--output", "--at", "--input", "--size", "--scale", "--frames", "--every", "exit codes"],
            "demo": [
                "--events", "--replay", "--record", "--exit-after", "--size", "--stats", "--hud", "--renderer",
                "exit codes",
            ],
            "toml-decode": ["Exit codes", "example"],
        ]
        for (command, expected) in flags {
            let viaHelp = try CarouselProcess.run(["help", command])
            let viaFlag = try CarouselProcess.run([command, "--help"])
            #expect(viaHelp.status == 0 && viaFlag.status == 0)
            #expect(viaHelp.stdout == viaFlag.stdout)
            #expect(viaHelp.stdout.hasPrefix("usage: carousel \(command)"))
            for flag in expected { #expect(viaHelp.stdout.contains(flag), "\(command) help lacks \(flag)") }
        }
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
