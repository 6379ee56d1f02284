/// Splits the byte stream of LSP's base protocol (`Content-Length: N\r\n\r\n` + N bytes of JSON)
/// into message bodies. Feed it bytes as they arrive with ``append(_:)`` and take what is
/// complete with ``next()``.
///
/// It never traps and never waits for bytes that cannot come: a header block that is not
/// `Content-Length` plus optional `Content-Type` lines, or that is longer than
/// ``maximumHeaderBytes``, is reported and the stream resynchronises at the next
/// `Content-Length:`; a block whose `Content-Length` lines disagree is reported once and skipped
/// with its body, up to the next `Content-Length:`; a body longer than ``maximumBodyBytes`` is
/// reported and its bytes are skipped as they arrive, without being kept.
public struct MessageFraming: Sendable {
    /// What ``next()`` found.
    public enum Event: Sendable, Equatable {
        /// The body of one message.
        case message([UInt8])
        /// A framing problem; the stream already moved past it.
        case error(RPCError)
    }

    /// The largest body accepted: 64 MiB (a 100,000-item spec is a few MB).
    public static let defaultMaximumBodyBytes = 64 * 1024 * 1024
    /// The longest header block accepted.
    public static let maximumHeaderBytes = 8 * 1024

    /// The largest body accepted, in bytes.
    public let maximumBodyBytes: Int
    var buffer: [UInt8] = []
    /// Where the unread bytes of `buffer` start.
    var cursor = 0
    /// Body bytes of an over-long message still to be skipped.
    var skipping = 0
    /// The length from the last header block, while its body has not fully arrived.
    var expected: Int?
    /// After a bad header: bytes are dropped until the next `Content-Length:`.
    var resynchronising = false

    /// Creates a reader that accepts bodies up to `maximumBodyBytes`.
    public init(maximumBodyBytes: Int = defaultMaximumBodyBytes) {
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        if cursor > 0, cursor >= buffer.count / 2 {
            buffer.removeSubrange(0..<cursor)
            cursor = 0
        }
        var incoming = bytes[...]
        if skipping > 0 {
            let skipped = min(skipping, incoming.count)
            skipping -= skipped
            incoming = incoming.dropFirst(skipped)
        }
        buffer.append(contentsOf: incoming)
    }

    /// The bytes received but not yet returned as a message (a partial header or body).
    public var bufferedCount: Int { buffer.count - cursor }

    /// Whether a message was cut off by the end of the stream (call after the last ``append(_:)``).
    public var hasPartialMessage: Bool { bufferedCount > 0 || skipping > 0 }

    /// The next complete message or problem, or `nil` when more bytes are needed.
    public mutating func next() -> Event? {
        while true {
            if let length = expected {
                guard bufferedCount >= length else { return nil }
                let body = Array(buffer[cursor..<(cursor + length)])
                cursor += length
                expected = nil
                return .message(body)
            }
            guard bufferedCount > 0 else { return nil }
            if resynchronising {
                guard resynchronise() else { return nil }
                resynchronising = false
            }
            switch readHeader() {
            case .needMore: return nil
            case .skipBlank: continue
            case .length(let length):
                if length > maximumBodyBytes {
                    let available = min(bufferedCount, length)
                    cursor += available
                    skipping = length - available
                    return .error(
                        RPCError(
                            .invalidRequest,
                            "a message of \(length) bytes is over the limit of \(maximumBodyBytes) bytes; "
                                + "it was skipped"
                        ))
                }
                expected = length
            case .conflicting(let problem):
                resynchronising = true
                return .error(
                    RPCError(
                        .parseError,
                        "bad message header: \(problem); the message was skipped up to the next Content-Length"))
            case .bad(let problem):
                cursor += 1
                resynchronising = true
                return .error(
                    RPCError(.parseError, "bad message header: \(problem); skipped to the next Content-Length"))
            }
        }
    }
}
