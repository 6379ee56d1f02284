import CarouselSpec
import SourceDiagnostics
import TOML

/// `carousel toml-decode [FILE]`: TOML to toml-test tagged JSON (drives the conformance suite).
enum TOMLDecodeCommand: CLICommand {
    static let spec = CommandSpec(
        name: "toml-decode", summary: "Decode TOML to toml-test tagged JSON", arguments: ["[FILE]"],
        maxPositionals: 1,
        about: """
            Reads a TOML 1.0 document from FILE (or standard input when FILE is omitted or `-`)
            and prints it in the toml-test tagged-JSON encoding: tables as objects, arrays as
            arrays, every other value as {"type": "...", "value": "..."}.

            Invalid TOML: the error goes to stderr as `FILE:LINE:COLUMN: error[CODE]: message`,
            nothing is printed on stdout, and the exit code is 1.
            """,
        options: [],
        sections: """
            exit codes:
              0  valid
              1  invalid TOML
              2  usage error, or an unreadable, special (FIFO, device) or oversized file
                 (files and standard input are limited to 100 MiB)

            examples:
              carousel toml-decode Configs/showcase.carousel.toml
              echo 'a = 1' | carousel toml-decode
            """)

    static func run(_ arguments: [String]) -> Int32 {
        let path: String
        do throws(CommandError) {
            path = try parse(arguments).positionals.first ?? "-"
        } catch {
            return fail(error)
        }
        let displayPath = path == "-" ? "<stdin>" : path
        let bytes: [UInt8]
        do throws(CommandError) {
            bytes = try readAll(path, displayPath: displayPath)
        } catch {
            return fail(error)
        }
        let file = SourceFile(path: displayPath, bytes: bytes)
        let result = TOMLDocumentParser.parse(file)
        if !result.isValid {
            for diagnostic in result.diagnostics { Terminal.error(render(diagnostic, in: file)) }
            return 1
        }
        let json = TOMLTaggedJSON.encode(result.root)
        Terminal.write(String(decoding: json, as: UTF8.self))
        return 0
    }

    /// `file:line:col: error[CODE]: message`, then labels and help indented below.
    static func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        var text = file.path
        if let span = diagnostic.span {
            let location = file.location(of: span.start)
            text += ":\(location.line):\(location.column)"
        }
        text += ": \(diagnostic.severity.rawValue)[\(diagnostic.code)]: \(diagnostic.message)"
        for label in diagnostic.labels {
            let location = file.location(of: label.span.start)
            text += "\n  \(file.path):\(location.line):\(location.column): note: \(label.message)"
        }
        if let help = diagnostic.help { text += "\n  help: \(help)" }
        return text
    }

    /// Every byte of the file (or of standard input for `-`), at most ``FileReader/maxBytes``:
    /// a FIFO or device is refused at once, and endless standard input stops at the limit.
    static func readAll(_ path: String, displayPath: String) throws(CommandError) -> [UInt8] {
        do throws(FileReadError) {
            if path == "-" { return try FileReader.readAll(0, expected: 0, limit: FileReader.maxBytes) }
            return try FileReader.bytes(path)
        } catch {
            throw .io(error.message(path: displayPath, noun: "TOML file", example: "a .toml file"))
        }
    }
}
