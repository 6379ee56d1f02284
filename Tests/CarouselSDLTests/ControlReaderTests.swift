import Testing

@testable import CarouselSDL
@testable import CarouselScript

/// How `demo --control` cuts its stream into lines (``ControlReader/Splitter``): numbered from
/// 1, blank lines skipped but counted, a line over 64 KiB marked too long, a last line without
/// its newline kept.
extension SDLTests {
    @Suite struct ControlReaderTests {
        @Test func linesAreNumberedAcrossChunks() {
            var splitter = ControlReader.Splitter()
            var lines = splitter.add(Array(#"{"next": true}"#.utf8)[...])
            #expect(lines.isEmpty)
            lines += splitter.add(Array("\n\n  \n{\"pause\"".utf8)[...])
            lines += splitter.add(Array(": true}\n{\"select\": 1}".utf8)[...])
            if let last = splitter.finish() { lines.append(last) }
            #expect(lines.map(\.number) == [1, 4, 5])
            #expect(
                lines.map { String(decoding: $0.bytes, as: UTF8.self) } == [
                    #"{"next": true}"#, #"{"pause": true}"#, #"{"select": 1}"#,
                ])
            #expect(lines.allSatisfy { !$0.tooLong })
        }

        @Test func aLineOverTheLimitIsMarkedAndTheNextIsRead() {
            var splitter = ControlReader.Splitter()
            let long = [UInt8](repeating: 0x61, count: ControlCommand.maxLineBytes + 1)
            let lines = splitter.add((long + Array("\n{\"next\": true}\n".utf8))[...])
            #expect(lines.map(\.number) == [1, 2])
            #expect(lines.map(\.tooLong) == [true, false])
            #expect(lines[0].bytes.isEmpty)
            var exact = ControlReader.Splitter()
            let fits = exact.add(([UInt8](repeating: 0x61, count: ControlCommand.maxLineBytes) + [0x0A])[...])
            #expect(fits.map(\.tooLong) == [false])
        }
    }
}
