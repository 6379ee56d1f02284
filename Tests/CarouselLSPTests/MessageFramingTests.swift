import CarouselLSP
import Testing

@Suite struct MessageFramingTests {
    static func bodies(_ stream: String, chunk: Int = 7, limit: Int = 1024) -> [MessageFraming.Event] {
        var framing = MessageFraming(maximumBodyBytes: limit)
        var events: [MessageFraming.Event] = []
        let bytes = Array(stream.utf8)
        var index = 0
        while index < bytes.count {
            framing.append(bytes[index..<min(index + chunk, bytes.count)])
            index += chunk
            while let event = framing.next() { events.append(event) }
        }
        return events
    }

    static func text(_ event: MessageFraming.Event) -> String? {
        if case .message(let body) = event { return String(decoding: body, as: UTF8.self) }
        return nil
    }

    @Test func splitsMessagesWhateverTheChunkSize() {
        let stream =
            "Content-Length: 2\r\n\r\n{}Content-Length: 7\r\nContent-Type: application/vscode-jsonrpc\r\n\r\n[1,2,3]"
        for chunk in [1, 2, 5, 100] {
            #expect(Self.bodies(stream, chunk: chunk).map(Self.text) == ["{}", "[1,2,3]"])
        }
    }

    @Test func aBadHeaderIsReportedAndTheNextMessageStillArrives() {
        let stream = "Content-Length: abc\r\n\r\n{}Content-Length: 2\r\n\r\n[]"
        let events = Self.bodies(stream)
        #expect(events.count == 2)
        if case .error(let error) = events.first {
            #expect(error.code == .parseError)
        } else {
            Issue.record("no error")
        }
        #expect(Self.text(events[1]) == "[]")
    }

    @Test func anOverLongBodyIsSkippedWithoutKeepingIt() {
        let big = String(repeating: "x", count: 5000)
        let stream = "Content-Length: 5000\r\n\r\n\(big)Content-Length: 2\r\n\r\n{}"
        let events = Self.bodies(stream, chunk: 300, limit: 1000)
        #expect(events.count == 2)
        if case .error(let error) = events.first {
            #expect(error.code == .invalidRequest)
        } else {
            Issue.record("no error")
        }
        #expect(Self.text(events[1]) == "{}")
    }

    @Test func hugeAndNegativeLengthsNeverTrap() {
        for header in [
            "Content-Length: 99999999999999999999999", "Content-Length: -5", "Content-Length: 9223372036854775807",
            "Garbage", "Content-Length:", ": 3", "Content-Length: 2\r\nContent-Length: 2",
        ] {
            let events = Self.bodies(header + "\r\n\r\n{}Content-Length: 2\r\n\r\n[]")
            #expect(events.compactMap(Self.text).last == "[]" || header.contains("922337"), "\(header)")
        }
    }

    @Test func aTruncatedStreamIsAPartialMessage() {
        var framing = MessageFraming()
        framing.append(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8))
        #expect(framing.next() == nil)
        #expect(framing.hasPartialMessage)
    }

    @Test func aHeaderWithoutAnEndIsReportedAfterTheHeaderLimit() {
        var framing = MessageFraming()
        framing.append(Array(String(repeating: "A", count: MessageFraming.maximumHeaderBytes + 10).utf8))
        if case .error? = framing.next() {} else { Issue.record("no error for an endless header") }
        framing.append(Array("\r\n\r\nContent-Length: 2\r\n\r\n{}".utf8))
        var last: MessageFraming.Event?
        while let event = framing.next() { last = event }
        #expect(last.flatMap(Self.text) == "{}")
    }

    @Test func conflictingLengthsAreOneErrorAndTheMessageIsSkippedWhole() {
        let stream = "Content-Length: 3\r\nContent-Length: 12\r\n\r\n{\"a\":\"bcde\"}Content-Length: 2\r\n\r\n[]"
        for chunk in [1, 7, 100] {
            let events = Self.bodies(stream, chunk: chunk)
            #expect(events.count == 2, "\(events)")
            if case .error(let error) = events.first {
                #expect(error.message.contains("Content-Length is given twice, as 3 and 12"), "\(error.message)")
            } else {
                Issue.record("no error")
            }
            #expect(events.last.flatMap(Self.text) == "[]")
        }
    }

    @Test func theSameLengthTwiceIsOneLength() {
        let events = Self.bodies("Content-Length: 2\r\ncontent-length: 2\r\n\r\n{}")
        #expect(events.map(Self.text) == ["{}"])
    }
}
