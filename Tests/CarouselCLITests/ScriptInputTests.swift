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

    /// Issue 21: `{"events":[...],"events":[]}` ran the second list silently; now every command
    /// refuses it with both positions.
    @Test func aRepeatedMemberIsRefusedInEveryCommand() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        try folder.write("twice.json", "{\"events\": [{\"t\": 0, \"type\": \"leave\"}],\n \"events\": []}\n")
        let message =
            "twice.json:2:2: duplicate member \"events\": it is also at 1:2; a member name may appear only once "
            + "in an object (remove one)\n"
        for command in Self.commands {
            let result = try CarouselProcess.run(command.arguments + ["twice.json"], in: folder.url)
            #expect(result.status == 2, "\(command.name)")
            #expect(result.stderr == "carousel \(command.name): " + message, "\(command.name)")
        }
    }

    /// Issue 21: a script saved with a byte-order mark was "unexpected character '\u{ef}'".
    @Test func aScriptWithAByteOrderMarkIsRead() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let script = Data([0xEF, 0xBB, 0xBF]) + Data(#"{"events": [{"t": 0.1, "type": "leave"}]}"#.utf8)
        _ = try folder.write("bom.json", bytes: script)
        let result = try CarouselProcess.run(
            ["simulate", "a.carousel.toml", "--input", "bom.json", "--duration", "0.2"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
    }
}
