/// The first byte-level problem of a document, found before parsing: invalid UTF-8, a NUL byte,
/// a control character or a carriage return that does not start a CRLF line break.
///
/// TOML forbids these everywhere (in strings and comments too), so one pass over the whole file
/// decides them; the parser can then treat byte 0 as its end-of-input sentinel.
struct InputProblem {
    /// Offset of the offending byte.
    var offset: Int
    /// How many bytes the problem covers (at least 1).
    var length: Int
    /// What is wrong, for the message.
    var kind: Kind

    enum Kind {
        case invalidUTF8(UInt8)
        case nul
        case control(UInt8)
        case bareCarriageReturn
    }
}

/// Validates UTF-8 and control characters in one pass (8 ASCII bytes at a time when possible).
enum InputCheck {
    /// Returns the first problem at or after `start`, or nil when the input is clean.
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> InputProblem? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var index = start
        while index < count {
            // Fast path: 8 bytes that are all ASCII in 0x20...0x7E are fine as they are.
            if index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let high: UInt64 = 0x8080_8080_8080_8080
                let ones: UInt64 = 0x0101_0101_0101_0101
                let belowSpace = (word &- 0x2020_2020_2020_2020) & ~word & high
                let deletes = word ^ 0x7F7F_7F7F_7F7F_7F7F
                let isDelete = (deletes &- ones) & ~deletes & high
                let flagged = (word & high) | belowSpace | isDelete
                if flagged == 0 {
                    index += 8
                    continue
                }
                // The lowest flagged byte is a real hit (borrows only create false hits above it).
                index += flagged.trailingZeroBitCount >> 3
            }
            let byte = bytes[index]
            if byte < 0x80 {
                if byte >= 0x20 && byte != 0x7F {
                    index += 1
                    continue
                }
                if byte == Byte.tab || byte == Byte.newline {
                    index += 1
                    continue
                }
                if byte == Byte.carriageReturn {
                    if index + 1 < count, bytes[index + 1] == Byte.newline {
                        index += 2
                        continue
                    }
                    return InputProblem(offset: index, length: 1, kind: .bareCarriageReturn)
                }
                return InputProblem(offset: index, length: 1, kind: byte == 0 ? .nul : .control(byte))
            }
            let length = sequenceLength(bytes, at: index)
            if length == 0 { return InputProblem(offset: index, length: 1, kind: .invalidUTF8(byte)) }
            index += length
        }
        return nil
    }

    /// The length of the valid UTF-8 sequence starting at `index` (a non-ASCII lead byte), or 0.
    static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let count = bytes.count
        @inline(__always) func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            let position = index + offset
            guard position < count else { return false }
            let byte = bytes[position]
            return byte >= low && byte <= high
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xED:
            // 0xED 0xA0...0xBF would encode a surrogate (U+D800...U+DFFF).
            return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }
}
