import Testing

@testable import CarouselLSP

/// The framing buffer does not keep a large message's size after the message was taken.
@Suite struct MessageFramingMemoryTests {
    @Test func aDrainedBufferOverOneMebibyteIsFreedAndReadingGoesOn() {
        var framing = MessageFraming()
        let body = "[\"" + String(repeating: "x", count: 2 << 20) + "\"]"
        framing.append(Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
        #expect(framing.next() == .message(Array(body.utf8)))
        #expect(framing.buffer.capacity > 1 << 20)
        framing.releaseDrainedBuffer()
        #expect(framing.buffer.capacity < 1 << 20)
        #expect(framing.bufferedCount == 0)
        framing.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
        #expect(framing.next() == .message(Array("{}".utf8)))
    }

    @Test func aBufferHoldingPartOfTheNextMessageIsKept() {
        var framing = MessageFraming()
        let body = "[\"" + String(repeating: "y", count: 2 << 20) + "\"]"
        framing.append(Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)Content-Length: 2\r\n\r\n{".utf8))
        #expect(framing.next() == .message(Array(body.utf8)))
        #expect(framing.next() == nil)
        framing.releaseDrainedBuffer()
        framing.append(Array("}".utf8))
        #expect(framing.next() == .message(Array("{}".utf8)))
    }
}
