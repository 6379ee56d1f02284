import Foundation
import Testing

/// `extends` from the command line: base problems once per run, in the base's file; nothing of a
/// file outside the project in any output; `compile --explain-values`.
@Suite struct CheckExtendsTests {
    static let carousel = "[[carousel]]\nid = \"a\"\n[carousel.generate]\ncount = 3\n"

    /// A project folder (its own `.carousel-lint.toml`, so no config above it widens it).
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(".carousel-lint.toml", "")
        return folder
    }

    @Test func extendingEtcPasswdQuotesNothingOfItInAnyFormat() throws {
        let folder = try Self.project()
        try folder.write("leak.carousel.toml", "extends = \"/etc/passwd\"\n" + Self.carousel)
        try folder.write("climb.carousel.toml", "extends = \"../../../../../../etc/passwd\"\n" + Self.carousel)
        let passwd =
            (try? String(contentsOfFile: "/etc/passwd", encoding: .utf8)) ?? "root:x:0:0:root:/root:/bin/bash\n"
        let lines = passwd.split(separator: "\n").map(String.init).filter { $0.count > 3 }
        for format in ["human", "json", "github", "sarif", "junit", "gitlab"] {
            let result = try CarouselProcess.run(
                ["check", "--format", format, "--color", "never", "leak.carousel.toml", "climb.carousel.toml"],
                in: folder.url)
            #expect(result.status == 1, "\(format)")
            #expect(result.stdout.contains("E0392"), "\(format): \(result.stdout)")
            let output = result.stdout + result.stderr
            #expect(!output.contains("root:"), "\(format) quotes /etc/passwd:\n\(output)")
            for line in lines { #expect(!output.contains(line), "\(format) quotes /etc/passwd") }
        }
        for command in [["compile", "leak.carousel.toml", "--color", "never"], ["simulate", "leak.carousel.toml"]] {
            let result = try CarouselProcess.run(command, in: folder.url)
            #expect(result.status == 1 && (result.stdout + result.stderr).contains("E0392"))
            #expect(!(result.stdout + result.stderr).contains("root:"))
        }
    }

    @Test func aSymbolicLinkOutOfTheProjectIsOutside() throws {
        let folder = try Self.project()
        let outside = try TemporaryFolder()
        try outside.write("theme.toml", "[defaults]\nspacing = 3\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("theme.toml"), withDestinationPath: outside.path("theme.toml"))
        try folder.write("a.carousel.toml", "extends = \"theme.toml\"\n" + Self.carousel)
        let result = try CarouselProcess.run(["check", "--color", "never", "a.carousel.toml"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("error[E0392]: base file \"theme.toml\" is outside the project"))
        // Listed in the project config, the same folder is inside.
        try folder.write(".carousel-lint.toml", "project-roots = [\"\(outside.url.path)\"]\n")
        let widened = try CarouselProcess.run(["check", "a.carousel.toml"], in: folder.url)
        #expect(widened.status == 0, "\(widened.stdout)")
    }

    @Test func aProblemInABaseIsReportedOnceInItsOwnFile() throws {
        let folder = try Self.project()
        try folder.write("themes/broken.toml", "[window]\nsize = [1280, 800]\nbackground = \"#12\"\n")
        for index in 1...3 {
            try folder.write("s\(index).carousel.toml", "extends = \"themes/broken.toml\"\n" + Self.carousel)
        }
        let specs = ["s1.carousel.toml", "s2.carousel.toml", "s3.carousel.toml"]
        let human = try CarouselProcess.run(["check", "--color", "never"] + specs, in: folder.url)
        #expect(human.status == 1)
        #expect(human.stdout.components(separatedBy: "error[E0302]").count == 2, "\(human.stdout)")
        #expect(human.stdout.contains(" --> themes/broken.toml:3:14"))
        let json = try CarouselProcess.run(["check", "--format", "json"] + specs, in: folder.url)
        let report = try JSONReport(json.stdoutBytes)
        #expect(report.errors == 1)
        #expect(report.diagnostics.map { $0["file"] as? String } == ["themes/broken.toml"])
        #expect(report.diagnostics.first?["line"] as? Int == 3)
        let compile = try CarouselProcess.run(["compile", "--color", "never", "s1.carousel.toml"], in: folder.url)
        #expect(compile.status == 1 && compile.stdout.isEmpty)
        #expect(compile.stderr.contains(" --> themes/broken.toml:3:14"))
    }

    @Test func compileExplainsWhereEachValueCameFrom() throws {
        let folder = try Self.project()
        try folder.write("theme.toml", "[window]\nbackground = \"#203040\"\n[defaults]\ncorner-radius = 5\n")
        try folder.write("a.carousel.toml", "extends = \"theme.toml\"\n" + Self.carousel)
        let result = try CarouselProcess.run(["compile", "--explain-values", "a.carousel.toml"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("window.background = \"#203040FF\"  # theme.toml:2\n"))
        #expect(result.stdout.contains("carousel[0].corner-radius = 5  # theme.toml:4\n"))
        #expect(result.stdout.contains("carousel[0].id = \"a\"  # carousel, line 3\n"))
        let theme = try CarouselProcess.run(["compile", "theme.toml"], in: folder.url)
        #expect(theme.status == 2 && theme.stderr.contains("it is a theme for other specs to `extends`"))
    }
}
