import Foundation
import Testing

/// The bad inputs of the spec-compiler issue through every command that reads a spec:
/// each gives its diagnostic (exit code 1) or a one-line I/O error (exit code 2), never a crash.
@Suite struct BadInputAcrossCommandsTests {
    /// A bad spec: its file name, its bytes, and the start of the first line on standard error.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var expected: String
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ expected: String) {
            self.init(name, bytes: Array(text.utf8), expected)
        }

        init(_ name: String, bytes: [UInt8], _ expected: String) {
            self.name = name
            self.bytes = bytes
            self.expected = expected
        }
    }

    static let generated = "[carousel.generate]\ncount = 5\n"

    static let cases: [Case] = [
        Case(
            "not-utf8", bytes: Array("[[carousel]]\nid = \"a".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8),
            "error[E0102]: invalid UTF-8"),
        Case("nul", bytes: Array("[[carousel]]\nid = \"a\"".utf8) + [0] + [0x0A], "error[E0102]: NUL byte"),
        Case("deep", "a = " + String(repeating: "[", count: 100_000), "error[E0106]: nesting is deeper"),
        Case("huge-integer", "[[carousel]]\nid = \"a\"\nspacing = 99999999999999999999\n" + generated, "error[E0104]"),
        Case(
            "nan", "[[carousel]]\nid = \"a\"\nspacing = nan\n" + generated, "error[E0301]: `spacing` must be a finite"),
        Case("inf", "[[carousel]]\nid = \"a\"\ncorner-radius = -inf\n" + generated, "error[E0301]: `corner-radius`"),
        Case(
            "negative-duration", "[[carousel]]\nid = \"a\"\n[carousel.auto]\ninterval = \"-3s\"\n" + generated,
            "error[E0301]: `interval` is \"-3s\""),
        Case(
            "parsecs", "[[carousel]]\nid = \"a\"\n[carousel.auto]\ninterval = \"3 parsecs\"\n" + generated,
            "error[E0302]: invalid duration \"3 parsecs\""),
        Case(
            "missing-image", "[[carousel]]\nid = \"a\"\n[[carousel.items]]\nimage = \"no/such.png\"\n",
            "error[E0304]: `image` file \"no/such.png\" does not exist"),
        Case(
            "not-an-image", "[[carousel]]\nid = \"a\"\n[[carousel.items]]\nimage = \"text.png\"\n",
            "error[E0304]: `image` file \"text.png\" is not a PNG file"),
    ]

    /// Each command with the arguments that follow the SPEC.
    static let commands: [(String, [String])] = [
        ("check", []), ("compile", []), ("simulate", ["--duration", "0.1"]),
        ("render", ["-o", "out.png", "--size", "160x120"]),
    ]

    @Test(arguments: cases)
    func everyCommandReportsTheProblem(_ bad: Case) throws {
        let folder = try TemporaryFolder()
        try folder.write("text.png", "this is not a picture\n")
        try folder.write("bad.carousel.toml", bytes: Data(bad.bytes))
        for (command, extra) in Self.commands {
            let result = try CarouselProcess.run([command, "bad.carousel.toml"] + extra, in: folder.url, timeout: 60)
            let output = command == "check" ? result.stdout : result.stderr
            #expect(result.status == 1, "\(command) \(bad.name): \(result.stderr)")
            #expect(output.hasPrefix(bad.expected), "\(command) \(bad.name): \(output.prefix(200))")
            if command != "check" { #expect(result.stdout.isEmpty, "\(command) \(bad.name)") }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.png")))
    }

    /// An empty file is a warning for `check` (W0488) and nothing to run for the others (exit 2).
    @Test func anEmptySpecIsWarnedAboutAndHasNothingToRun() throws {
        let folder = try TemporaryFolder()
        try folder.write("empty.carousel.toml", "")
        let check = try CarouselProcess.run(["check", "empty.carousel.toml"], in: folder.url)
        #expect(check.status == 0 && check.stdout.hasPrefix("warning[W0488]"), "\(check.stdout)")
        for (command, extra) in Self.commands where command != "check" {
            let result = try CarouselProcess.run([command, "empty.carousel.toml"] + extra, in: folder.url)
            #expect(result.status != 0 && result.stdout.isEmpty, "\(command)")
            #expect(result.stderr.contains("no [[carousel]]"), "\(command): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.png")))
    }

    @Test func folderOrMissingFileAsSpecIsAnIOError() throws {
        let folder = try TemporaryFolder()
        try folder.folder("dir.carousel.toml")
        for (command, extra) in Self.commands where command != "check" {
            for spec in ["dir.carousel.toml", "gone.carousel.toml"] {
                let result = try CarouselProcess.run([command, spec] + extra, in: folder.url)
                #expect(result.status == 2, "\(command) \(spec)")
                #expect(result.stdout.isEmpty, "\(command) \(spec)")
                #expect(result.stderr.hasPrefix("carousel \(command): "), "\(command) \(spec)")
                #expect(result.stderr.contains(spec), "\(command) \(spec)")
                #expect(result.stderr.split(separator: "\n").count <= 3, "\(command) \(spec): \(result.stderr)")
            }
        }
    }
}
