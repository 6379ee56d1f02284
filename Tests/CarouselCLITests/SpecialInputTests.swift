import Foundation
import Testing

/// Every input (spec, script, TOML file, standard input) refuses FIFOs and devices at once and
/// bounds endless streams; unreadable folders and odd names get words that say what is wrong.
@Suite struct SpecialInputTests {
    @Test(arguments: [
        ["compile", "pipe"], ["simulate", "pipe"], ["toml-decode", "pipe"],
        ["simulate", "ok.carousel.toml", "--input", "pipe"],
    ])
    func fifoIsRefusedAtOnce(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("ok.carousel.toml", Fixtures.valid)
        #expect(mkfifo(folder.path("pipe"), 0o644) == 0)
        let result = try CarouselProcess.run(arguments, in: folder.url, timeout: 20)
        #expect(result.status == 2)
        #expect(result.stderr.contains("'pipe' is not a regular file (a FIFO, device or socket is never read)"))
    }

    @Test func deviceIsNotCalledPermissionDenied() throws {
        let result = try CarouselProcess.run(["toml-decode", "/dev/zero"], timeout: 20)
        #expect(result.status == 2)
        #expect(result.stderr.contains("'/dev/zero' is not a regular file"))
        #expect(!result.stderr.contains("permission"))
    }

    @Test func endlessStandardInputStopsAtTheLimit() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "head -c 110000000 /dev/zero | '\(CarouselProcess.binary.path)' toml-decode"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(text == "carousel toml-decode: '<stdin>' grew past 100 MiB while being read\n")
    }

    @Test func symbolicLinkLoopIsNamedAsALoop() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path("loop"), withDestinationPath: "loop")
        let result = try CarouselProcess.run(["compile", "loop"], in: folder.url)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "carousel compile: cannot read 'loop': too many levels of symbolic links (is there a link loop?)\n")
    }

    @Test func fileNameThatIsNotUTF8IsNotCalledMissing() throws {
        let folder = try TemporaryFolder()
        let name = Data([0xFF]) + Data(".carousel.toml".utf8)
        let path = Data(folder.url.path.utf8) + Data("/".utf8) + name
        let created = path.withUnsafeBytes { raw -> Int32 in
            var bytes = Array(raw.bindMemory(to: CChar.self))
            bytes.append(0)
            return creat(bytes, 0o644)
        }
        #expect(created >= 0)
        close(created)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.currentDirectoryURL = folder.url
        process.arguments = ["-c", "'\(CarouselProcess.binary.path)' compile \"$(printf '\\377').carousel.toml\""]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(text.contains("is not valid UTF-8"))
        #expect(!text.contains("no such file"))
    }

    @Test func oversizedScriptIsCalledAScript() throws {
        let folder = try TemporaryFolder()
        try folder.write("ok.carousel.toml", Fixtures.valid)
        try folder.write("big.json", bytes: Data(repeating: UInt8(ascii: " "), count: 17 * 1024 * 1024))
        let result = try CarouselProcess.run(["simulate", "ok.carousel.toml", "--input", "big.json"], in: folder.url)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "carousel simulate: 'big.json' is 17 MiB; input scripts are limited to 16 MiB "
                + "(is it the right file?)\n"
        )
    }

    @Test func scriptAtTheSizeLimitIsRead() throws {
        let folder = try TemporaryFolder()
        try folder.write("ok.carousel.toml", Fixtures.valid)
        var script = Data("{\"events\": []}".utf8)
        script.append(Data(repeating: UInt8(ascii: " "), count: 16 * 1024 * 1024 - script.count))
        try folder.write("edge.json", bytes: script)
        let result = try CarouselProcess.run(
            ["simulate", "ok.carousel.toml", "--input", "edge.json", "--duration", "0.1"], in: folder.url)
        #expect(result.status == 0)
    }
}
