import Foundation
import Testing

@testable import AnimatedImage

/// Both encoders, their files decoded by ImageMagick's `identify` (an independent decoder).
@Suite struct EncoderTests {
    /// Frame `index` of a 40x30 animation: a white square moving right on blue.
    static func frame(_ index: Int) -> AnimationFrame? {
        var pixels = [UInt32](repeating: 0xFF20_40C0, count: 40 * 30)
        for y in 10..<20 {
            for x in (index * 4)..<(index * 4 + 10) where x < 40 { pixels[y * 40 + x] = 0xFFFF_FFFF }
        }
        return AnimationFrame(width: 40, height: 30, pixels: pixels)
    }

    static func encode(_ format: AnimationFormat, frames: Int, fps: Int) throws -> [UInt8] {
        let timing = AnimationTiming(duration: Double(frames) / Double(fps), framesPerSecond: fps)
        let encoder = try format.encoder(width: 40, height: 30, timing: timing)
        for index in 0..<frames { try encoder.add(try #require(Self.frame(index))) }
        return try encoder.finish()
    }

    /// `identify -format "%n %W %H %T\n"` lines for `bytes` written to a temporary file.
    static func identify(_ bytes: [UInt8], suffix: String) throws -> [String] {
        let path = NSTemporaryDirectory() + "carousel-anim-\(UUID().uuidString).\(suffix)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["identify", "-format", "%n %W %H %T\\n", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        do { try process.run() } catch {
            Issue.record("identify did not start: install ImageMagick (Debian package imagemagick)")
            throw error
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "identify could not read the \(suffix) (install imagemagick)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func gifHasEveryFrameTheSizeAndTheDelays() throws {
        let bytes = try Self.encode(.gif, frames: 6, fps: 20)
        #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
        #expect(bytes.last == 0x3B)
        #expect(try Self.identify(bytes, suffix: "gif") == Array(repeating: "6 40 30 5", count: 6))
    }

    @Test func gifLoopsForever() throws {
        let bytes = try Self.encode(.gif, frames: 2, fps: 10)
        let netscape = Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0]
        #expect(bytes.indices.contains { Array(bytes[$0...].prefix(netscape.count)) == netscape })
    }

    @Test func gifDelaysFollowTheTimingAtFifteenFramesPerSecond() throws {
        let bytes = try Self.encode(.gif, frames: 6, fps: 15)
        let delays = try Self.identify(bytes, suffix: "gif").map { $0.split(separator: " ").last.map(String.init) }
        #expect(delays == ["7", "6", "7", "7", "6", "7"])
    }

    @Test func webPLoopsForever() throws {
        let bytes = try Self.encode(.webp, frames: 3, fps: 10)
        let anim = Array("ANIM".utf8)
        let start = try #require(bytes.indices.first { Array(bytes[$0...].prefix(4)) == anim })
        // ANIM chunk: tag, 4-byte size, 4-byte background colour, 2-byte loop count (0: forever).
        #expect(bytes.count > start + 14)
        #expect(bytes[start + 12] == 0 && bytes[start + 13] == 0)
    }

    @Test func webPHasEveryFrameTheSizeAndTheDelays() throws {
        let bytes = try Self.encode(.webp, frames: 6, fps: 20)
        #expect(Array(bytes[8..<12]) == Array("WEBP".utf8))
        #expect(try Self.identify(bytes, suffix: "webp") == Array(repeating: "6 40 30 5", count: 6))
    }

    @Test func aFrameOfAnotherSizeIsAnErrorNotATrap() throws {
        for format in AnimationFormat.allCases {
            let encoder = try format.encoder(
                width: 40, height: 30, timing: AnimationTiming(duration: 1, framesPerSecond: 1))
            let wrong = try #require(AnimationFrame(width: 2, height: 2, pixels: [0, 0, 0, 0]))
            #expect(throws: AnimationError.self) { try encoder.add(wrong) }
        }
    }

    @Test func formatComesFromTheExtension() {
        #expect(AnimationFormat(path: "out/preview.GIF") == .gif)
        #expect(AnimationFormat(path: "a.webp") == .webp)
        #expect(AnimationFormat(path: "a.png") == nil)
        #expect(AnimationFormat(path: "dir.gif/file") == nil)
        #expect(AnimationFormat(path: "gif") == nil)
    }

    @Test func sizesOutsideTheFormatAreErrors() {
        #expect(throws: AnimationError.self) {
            try AnimationFormat.gif.encoder(width: 70_000, height: 1, timing: .init(duration: 1, framesPerSecond: 1))
        }
        #expect(throws: AnimationError.self) {
            try AnimationFormat.webp.encoder(width: 20_000, height: 1, timing: .init(duration: 1, framesPerSecond: 1))
        }
    }
}
