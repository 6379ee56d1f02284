import Foundation
import Testing

/// `simulate --input`, `render --input` and `demo --replay` read scripts with one reader and
/// word every problem the same way: `carousel NAME: path:line:column: message`, exit code 2.
@Suite struct ScriptInputTests {
    static let commands: [(name: String, arguments: [String])] = [
        ("simulate", ["simulate", "a.carousel.toml", "--input"]),
        ("render", ["render", "a.carousel.toml", "-o", "out.png", "--input"]),
        ("demo", ["demo", "a.carousel.toml", "--replay"]),
    ]

    @Test func aBadScriptHasTheSameWordsInEveryCommand() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        try folder.write("bad.json", "{\"events\": [\n  {\"t\": 0.5, \"type\": \"jump\"}\n]}\n")
        let message =
            "bad.json:2:22: unknown event type \"jump\"; expected one of down, move, up, wheel, key, hover, leave, "
            + "resize\n"
        for command in Self.commands {
            let result = try CarouselProcess.run(command.arguments + ["bad.json"], in: folder.url)
            #expect(result.status == 2, "\(command.name)")
            #expect(result.stdout.isEmpty, "\(command.name)")
            #expect(result.stderr == "carousel \(command.name): " + message, "\(command.name)")
        }
    }

    @Test func aMissingOrFolderScriptHasTheSameWordsInEveryCommand() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        for command in Self.commands {
            let missing = try CarouselProcess.run(command.arguments + ["gone.json"], in: folder.url)
            #expect(missing.status == 2, "\(command.name)")
            #expect(missing.stderr == "carousel \(command.name): cannot read 'gone.json': no such file or directory\n")
            let directory = try CarouselProcess.run(command.arguments + ["."], in: folder.url)
            #expect(directory.status == 2, "\(command.name)")
            #expect(
                directory.stderr
                    == "carousel \(command.name): '.' is a directory, not an input script; give the path of a .json script\n"
            )
        }
    }
}
