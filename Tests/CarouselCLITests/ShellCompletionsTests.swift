import Foundation
import Testing

@testable import CarouselCLI

/// `carousel completions`: the scripts come from the commands' declarations.
@Suite struct ShellCompletionsTests {
    /// Every command, every spelling of every option and every word of a choice option is in
    /// each shell's script.
    @Test(arguments: ShellCompletions.Shell.allCases)
    func everyCommandAndOptionIsCompleted(_ shell: ShellCompletions.Shell) {
        let script = ShellCompletions.script(for: shell)
        for command in CommandRegistry.all.map({ $0.spec }) {
            #expect(script.contains(command.name), "\(shell) lacks \(command.name)")
            for option in command.options {
                for name in option.names {
                    let spelled =
                        shell == .fish
                        ? (name.hasPrefix("--") ? "-l " + name.dropFirst(2) : "-s " + name.dropFirst()) : name
                    #expect(script.contains(spelled), "\(shell) lacks \(command.name) \(name)")
                }
                if case .choice(let words) = option.kind {
                    #expect(script.contains(words.joined(separator: " ")), "\(shell) lacks \(option.canonical)'s words")
                }
            }
        }
    }

    /// A command declared with a new option completes it in all three shells: nothing is a
    /// hand-written copy.
    @Test(arguments: ShellCompletions.Shell.allCases)
    func aNewDeclarationIsCompletedWithoutMoreCode(_ shell: ShellCompletions.Shell) {
        let command = CommandSpec(
            name: "frobnicate", summary: "Frobnicate it", arguments: ["[PATH ...]"], maxPositionals: nil,
            about: "",
            options: [.value("--level", placeholder: "LEVEL", kind: .choice(["low", "high"]), help: ["how much"])],
            sections: "")
        let script = ShellCompletions.script(for: shell, commands: [command])
        #expect(script.contains("frobnicate"))
        #expect(script.contains(shell == .fish ? "-l level" : "--level"))
        #expect(script.contains("low high"))
    }

    /// `completions bash|zsh|fish` prints the script; another shell or none is a usage error.
    @Test func theCommandPrintsTheScriptOrSaysWhichShellsExist() throws {
        let bash = try CarouselProcess.run(["completions", "bash"])
        #expect(bash.status == 0 && bash.stdout == ShellCompletions.script(for: .bash))
        let other = try CarouselProcess.run(["completions", "tcsh"])
        #expect(other.status == 2)
        #expect(other.stderr.contains("unknown shell 'tcsh'; expected bash, zsh or fish"))
        let none = try CarouselProcess.run(["completions"])
        #expect(none.status == 2 && none.stderr.contains("name the shell: bash, zsh, fish"))
    }

    /// Descriptions are short (at most 80 characters and " ...") and the shells' quotes are escaped.
    @Test func descriptionsAreShortAndQuoted() {
        for command in CommandRegistry.all.map({ $0.spec }) {
            for option in command.options {
                #expect(ShellCompletions.description(option).count <= 84, "\(option.canonical)")
            }
        }
        #expect(ShellCompletions.quoted("it's") == "'it'\\''s'")
        #expect(ShellCompletions.fishQuoted("it's \\") == "'it\\'s \\\\'")
        #expect(ShellCompletions.zshEscaped("a [b]: c") == "a \\[b\\]\\: c")
    }

    /// bash and zsh parse the scripts (`-n`), when installed (the e2e test requires them).
    @Test func theShellsParseTheScripts() throws {
        for shell in ["bash", "zsh", "fish"] {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/" + shell) else { continue }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "carousel-completion-\(UUID()).\(shell)")
            defer { try? FileManager.default.removeItem(at: file) }
            try ShellCompletions.script(for: ShellCompletions.Shell(rawValue: shell)!).write(
                to: file, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/" + shell)
            process.arguments = ["-n", file.path]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(shell) -n rejects the script")
        }
    }
}
