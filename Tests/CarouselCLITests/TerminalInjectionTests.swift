import Foundation
import Testing

/// Names and values decoded from an untrusted file never drive the terminal: the findings of the
/// second hostile-input round (an OSC 52 clipboard write through E0201, a screen clear through
/// E0303, a retitle and a raw NUL through `simulate`'s script errors), through every command
/// and format that prints messages.
@Suite struct TerminalInjectionTests {
    /// `"\u001b]52;c;cHduZWQ=\u0007" = 1` (E0201) and `kind = "\u001b[2J"` (E0303), plus a C1 CSI
    /// and a right-to-left override in a third unknown key.
    static let spec = """
        [[carousel]]
        id = "a"
        "\\u001b]52;c;cHduZWQ=\\u0007" = 1
        kind = "\\u001b[2J"
        "x\\u009b2J\\u202ey" = 2

        """

    /// Every control but tab and line feed (Unicode category Cc) and every Bidi_Control code
    /// point in `bytes`, as `U+XXXX` strings; empty when the output is safe for a terminal.
    static func controls(in bytes: Data) -> [String] {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { scalar in
            scalar != "\n" && scalar != "\t"
                && (scalar.properties.generalCategory == .control || scalar.properties.isBidiControl)
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    static func expectClean(_ result: RunResult, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(controls(in: result.stdoutBytes).isEmpty, "\(what) stdout", sourceLocation: sourceLocation)
        #expect(controls(in: Data(result.stderr.utf8)).isEmpty, "\(what) stderr", sourceLocation: sourceLocation)
    }

    @Test(arguments: ["human", "json", "github", "sarif", "junit", "gitlab"])
    func checkInEveryFormat(format: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.carousel.toml", Self.spec)
        let result = try CarouselProcess.run(["check", "--format", format, "bad.carousel.toml"], in: folder.url)
        #expect(result.status == 1)
        Self.expectClean(result, "check --format \(format)")
        if format == "human" || format == "github" {
            #expect(result.stdout.contains("unknown key `<U+001B>]52;c;cHduZWQ=<U+0007>`"))
            #expect(result.stdout.contains("unknown kind \"<U+001B>[2J\""))
            #expect(result.stdout.contains("x<U+009B>2J<U+202E>y"))
        }
        if format == "json" {
            // The data formats keep the exact text, escaped.
            #expect(result.stdout.contains(#"unknown key `\u001b]52;c;cHduZWQ=\u0007`"#))
            #expect(result.stdout.contains(#"x\u009b2J\u202ey"#))
        }
    }

    @Test func compileAndRenderPrintTheirDiagnosticsSafely() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.carousel.toml", Self.spec)
        for arguments in [["compile"], ["render", "-o", "out.png", "--size", "160x120"], ["simulate"]] {
            let result = try CarouselProcess.run(arguments + ["bad.carousel.toml"], in: folder.url)
            #expect(result.status == 1, "\(arguments)")
            Self.expectClean(result, arguments[0])
            #expect(result.stderr.contains("<U+001B>[2J"), "\(arguments[0]): \(result.stderr.prefix(300))")
        }
    }

    @Test(arguments: [
        (#""\u001b]0;pwned\u0007""#, "<U+001B>]0;pwned<U+0007>"), (#""\u0000""#, "<U+0000>"),
        (#""\u009b2J""#, "<U+009B>2J"),
    ])
    func scriptErrorsShowControlsAsCodePoints(type: String, shown: String) throws {
        let folder = try TemporaryFolder()
        let script: String = #"{"events":[{"at":0,"type":"# + type + "}]}"
        try folder.write("s.json", script)
        let result = try CarouselProcess.run(
            [
                "simulate", ExternalValidator.packageRoot.appendingPathComponent("Configs/cards.carousel.toml").path,
                "--input", "s.json",
            ], in: folder.url)
        #expect(result.status == 2)
        Self.expectClean(result, "simulate")
        #expect(result.stderr.contains("unknown event type \"\(shown)\""), "\(result.stderr)")
    }

    @Test func fileNamesAndArgumentsAreShownSafely() throws {
        let folder = try TemporaryFolder()
        let name = "a\u{1B}[2J\u{7}.carousel.toml"
        try folder.write(name, Self.spec)
        let check = try CarouselProcess.run(["check", "."], in: folder.url)
        Self.expectClean(check, "check DIR")
        #expect(check.stdout.contains("a<U+001B>[2J<U+0007>.carousel.toml:3:1"))
        for arguments in [["check", "--format", "\u{1B}[2J"], ["explain", "E\u{1B}]0;x\u{7}"], ["\u{9B}31m"]] {
            let result = try CarouselProcess.run(arguments, in: folder.url)
            #expect(result.status == 2, "\(arguments)")
            Self.expectClean(result, arguments[0])
        }
    }

    @Test func tomlErrorsOfFmtAndTomlDecodeAreShownSafely() throws {
        let folder = try TemporaryFolder()
        try folder.write("dup.toml", "\"\\u001b[2J\" = 1\n\"\\u001b[2J\" = 2\n")
        for arguments in [["fmt", "--check", "dup.toml"], ["toml-decode", "dup.toml"], ["check", "dup.toml"]] {
            let result = try CarouselProcess.run(arguments, in: folder.url)
            #expect(result.status != 0, "\(arguments)")
            Self.expectClean(result, arguments[0])
            #expect((result.stdout + result.stderr).contains("<U+001B>[2J"), "\(arguments): \(result.stderr)")
        }
    }
}
