import Foundation
import Testing

/// Inputs that must give a clear message and the right exit code, never a crash or a hang.
@Suite struct CheckBadInputTests {
    private func check(_ name: String, bytes: Data, timeout: TimeInterval = 60) throws -> RunResult {
        let folder = try TemporaryFolder()
        try folder.write(name, bytes: bytes)
        return try CarouselProcess.run(["check", name, "--format", "json"], in: folder.url, timeout: timeout)
    }

    @Test func emptyFileIsWarnedAbout() throws {
        let result = try check("empty.carousel.toml", bytes: Data())
        #expect(result.status == 0)
        let report = try JSONReport(result.stdoutBytes)
        #expect(report.warnings == 1 && report.diagnostics.first?["code"] as? String == "W0488")
        #expect((report.diagnostics.first?["message"] as? String)?.contains("carousel") == true)
    }

    @Test func invalidUTF8IsReportedAtItsByte() throws {
        let result = try check(
            "latin1.carousel.toml", bytes: Data("[[carousel]]\nid = \"caf".utf8) + Data([0xE9, 0x22, 0x0A]))
        #expect(result.status == 1)
        let first = try #require(try JSONReport(result.stdoutBytes).diagnostics.first)
        #expect((first["code"] as? String)?.hasPrefix("E01") == true)
        #expect(first["line"] as? Int == 2)
        #expect(first["column"] as? Int == 10)
    }

    @Test func nulByteIsReported() throws {
        let result = try check(
            "nul.carousel.toml", bytes: Data("[[carousel]]\nid = \"a".utf8) + Data([0]) + Data("b\"\n".utf8))
        #expect(result.status == 1)
        let first = try #require(try JSONReport(result.stdoutBytes).diagnostics.first)
        #expect(first["line"] as? Int == 2)
        #expect(first["column"] as? Int == 8)
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let text = "x = " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
        let result = try check("deep.carousel.toml", bytes: Data(text.utf8))
        #expect(result.status == 1)
        #expect(try JSONReport(result.stdoutBytes).errors >= 1)
    }

    @Test func fiftyMegabyteFileFinishesWithShortOutputAndBoundedMemory() throws {
        // One 50 MB line: an unterminated string. The excerpt must be cut, not 50 MB long.
        var bytes = Data("[[carousel]]\nid = \"a\"\ntitle = \"".utf8)
        bytes.append(Data(repeating: UInt8(ascii: "y"), count: 50_000_000))
        let folder = try TemporaryFolder()
        try folder.write("big.carousel.toml", bytes: bytes)
        let start = Date()
        let (result, peak) = try CarouselProcess.runMeasured(["check", "big.carousel.toml"], in: folder.url)
        let seconds = Date().timeIntervalSince(start)
        #expect(result.status == 1)
        #expect(result.stdout.utf8.count < 2_000)
        #expect(result.stdout.contains(" --> big.carousel.toml:3:"))
        #expect(result.stdout.contains("..."))
        // Generous bounds for a debug build on a shared machine: this guards against quadratic
        // work and whole-file copies per diagnostic, not against small slowdowns.
        #expect(seconds < 60)
        // At most 10 times the input plus 64 MB (docs/limits.md).
        #expect(peak < 10 * bytes.count + 64_000_000)
    }

    @Test func fileAboveTheSizeLimitIsRefusedWithoutReadingIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("huge.carousel.toml", bytes: Data())
        let handle = try FileHandle(forWritingAtPath: folder.path("huge.carousel.toml")).unwrap()
        try handle.truncate(atOffset: 200 * 1024 * 1024)
        try handle.close()
        let result = try CarouselProcess.run(["check", "huge.carousel.toml"], in: folder.url)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "carousel check: 'huge.carousel.toml' is 200 MiB; spec files are limited to 100 MiB (is it the right file?)\n"
        )
        // No "checked 0 files: no problems found" under the error.
        #expect(result.stdout.isEmpty)
    }

    @Test func fifoIsNotARegularFile() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path("pipe.carousel.toml"), 0o644) == 0)
        let result = try CarouselProcess.run(["check", "pipe.carousel.toml"], in: folder.url, timeout: 20)
        #expect(result.status == 2)
        #expect(result.stderr == "carousel check: 'pipe.carousel.toml' is not a regular file or a folder\n")
    }

    @Test func unreadableFileAmongGoodOnesExitsTwoButChecksTheRest() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        // A dangling symbolic link inside a folder is found by the search but cannot be opened.
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("b.carousel.toml"), withDestinationPath: "missing-target")
        let result = try CarouselProcess.run(["check", ".", "--format", "json"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr == "carousel check: cannot read 'b.carousel.toml': no such file or directory\n")
        #expect(try JSONReport(result.stdoutBytes).files == 1)
    }
}

extension Optional {
    /// The wrapped value, or a thrown error.
    func unwrap() throws -> Wrapped {
        guard let value = self else { throw CocoaError(.fileNoSuchFile) }
        return value
    }
}
