import Foundation
import Testing

@Suite struct CheckFormatTests {
    /// Two files: one with a syntax error, one clean.
    private func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("specs/bad, odd: name.carousel.toml", Fixtures.syntaxError)
        try folder.write("specs/good.carousel.toml", Fixtures.valid)
        return folder
    }

    @Test func jsonHasCountsAndTheDocumentedKeysInOrder() throws {
        let folder = try folder()
        let result = try CarouselProcess.run(["check", "specs", "--format=json"], in: folder.url)
        #expect(result.status == 1)
        let report = try JSONReport(result.stdoutBytes)
        #expect(report.files == 2)
        #expect(report.errors == report.diagnostics.filter { $0["severity"] as? String == "error" }.count)
        #expect(report.errors >= 1)
        let first = try #require(report.diagnostics.first)
        #expect(first["file"] as? String == "specs/bad, odd: name.carousel.toml")
        #expect(first["line"] as? Int == 2)
        let keys = [
            "file", "line", "column", "end_line", "end_column", "severity", "code", "message", "path", "help", "labels",
            "notes",
        ]
        let line = try #require(result.stdout.split(separator: "\n").dropFirst().first)
        var position = line.startIndex
        for key in keys {
            let found = try #require(line.range(of: "\"\(key)\":", range: position..<line.endIndex), "key \(key)")
            position = found.upperBound
        }
    }

    @Test func githubAnnotationsAreEscaped() throws {
        let folder = try folder()
        let result = try CarouselProcess.run(["check", "specs", "--format", "github"], in: folder.url)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.hasPrefix("::error file=specs/bad%2C odd%3A name.carousel.toml,line=2,col="))
            #expect(line.contains(",title=E01"))
        }
    }

    @Test func sarifIsStructurallyValid() throws {
        let folder = try folder()
        let result = try CarouselProcess.run(["check", "specs", "--format", "sarif"], in: folder.url)
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "carousel")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for entry in results {
            let ruleID = try #require(entry["ruleId"] as? String)
            #expect(rules.contains { $0["id"] as? String == ruleID })
            #expect(["error", "warning", "note"].contains(entry["level"] as? String ?? ""))
            #expect((entry["message"] as? [String: Any])?["text"] is String)
            let location = try #require(
                (entry["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect(
                (location["artifactLocation"] as? [String: Any])?["uri"] as? String
                    == "specs/bad%2C%20odd%3A%20name.carousel.toml")
            let region = try #require(location["region"] as? [String: Any])
            #expect(region["startLine"] as? Int == 2)
            #expect((region["startColumn"] as? Int ?? 0) >= 1)
        }
    }

    @Test func colourFollowsTheColorOption() throws {
        let folder = try folder()
        let always = try CarouselProcess.run(["check", "specs", "--color", "always"], in: folder.url)
        let never = try CarouselProcess.run(["check", "specs", "--color=never"], in: folder.url)
        let auto = try CarouselProcess.run(["check", "specs"], in: folder.url)
        #expect(always.stdout.contains("\u{1B}[1;31merror"))
        #expect(!never.stdout.contains("\u{1B}"))
        // Standard output is a file here, so auto means no colour.
        #expect(!auto.stdout.contains("\u{1B}"))
        #expect(never.stdout == auto.stdout)
    }

    @Test func autoColourOnATerminalUnlessNO_COLOR() throws {
        // `script` (util-linux) runs the command on a pseudo-terminal, so standard output is a tty.
        let script = "/usr/bin/script"
        try #require(
            FileManager.default.isExecutableFile(atPath: script), "needs \(script) (util-linux) to provide a terminal")
        let folder = try folder()
        let command = "'\(CarouselProcess.binary.path)' check specs"
        func onTerminal(_ environment: [String: String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: script)
            process.arguments = ["-qec", command, "/dev/null"]
            process.currentDirectoryURL = folder.url
            var env = ProcessInfo.processInfo.environment
            env["NO_COLOR"] = nil
            env.merge(environment) { $1 }
            process.environment = env
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        #expect(try onTerminal([:]).contains("\u{1B}[1;31merror"))
        #expect(!(try onTerminal(["NO_COLOR": "1"]).contains("\u{1B}")))
        // An empty NO_COLOR does not count (no-color.org).
        #expect(try onTerminal(["NO_COLOR": ""]).contains("\u{1B}["))
    }

    @Test func badFormatOrColorValueIsAUsageError() throws {
        let folder = try folder()
        let format = try CarouselProcess.run(["check", "specs", "--format", "xml"], in: folder.url)
        #expect(format.status == 2)
        #expect(
            format.stderr.hasPrefix(
                "carousel check: invalid value 'xml' for --format; expected human, json, github, sarif, junit or gitlab\nusage: carousel check"
            ))
        let color = try CarouselProcess.run(["check", "specs", "--color", "sometimes"], in: folder.url)
        #expect(color.status == 2)
        #expect(format.stdout.isEmpty && color.stdout.isEmpty)
    }

    @Test func unknownFlagIsAUsageErrorWithTheUsage() throws {
        let result = try CarouselProcess.run(["check", "--frmat", "json"])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first == "carousel check: unknown option '--frmat'; did you mean `--format`?")
        #expect(lines.dropFirst().first?.hasPrefix("usage: carousel check [PATH ...]") == true)
        #expect(result.stdout.isEmpty)
    }
}
