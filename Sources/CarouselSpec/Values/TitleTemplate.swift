/// A generated-item title such as `"Card {n} of many"`: `{n}` is the 1-based position, `{i}` the 0-based index.
public struct TitleTemplate: Sendable, Hashable {
    /// One piece of the template.
    enum Piece: Sendable, Hashable {
        case text(String)
        case position
        case index
    }

    let pieces: [Piece]

    /// A placeholder that is not `{n}` or `{i}`, or a brace that is not closed, with its byte range in the text.
    struct Problem: Sendable, Hashable {
        /// The offending text, e.g. `{name}`.
        var text: String
        /// Byte offsets inside the template string.
        var range: Range<Int>
        /// True when the brace is never closed.
        var isUnclosed: Bool
    }

    /// Parses a template; `problems` lists every bad placeholder (empty when valid).
    static func parse(_ text: String) -> (template: TitleTemplate, problems: [Problem]) {
        let bytes = Array(text.utf8)
        var pieces: [Piece] = []
        var problems: [Problem] = []
        var literal: [UInt8] = []
        var index = 0
        func flush() {
            if !literal.isEmpty { pieces.append(.text(String(decoding: literal, as: UTF8.self))); literal = [] }
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "{") else { literal.append(bytes[index]); index += 1; continue }
            guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) else {
                problems.append(
                    Problem(
                        text: String(decoding: bytes[index...], as: UTF8.self), range: index..<bytes.count,
                        isUnclosed: true))
                break
            }
            let name = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            switch name {
            case "n": flush(); pieces.append(.position)
            case "i": flush(); pieces.append(.index)
            default:
                problems.append(
                    Problem(
                        text: String(decoding: bytes[index...close], as: UTF8.self), range: index..<(close + 1),
                        isUnclosed: false))
            }
            index = close + 1
        }
        flush()
        return (TitleTemplate(pieces: pieces), problems)
    }

    /// The title of the item at 0-based `index`.
    public func title(at index: Int) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text): result += text
            case .position: result += String(index + 1)
            case .index: result += String(index)
            }
        }
        return result
    }

    /// Creates a template from text known to be valid; bad placeholders are kept as text.
    public init(_ text: String) {
        let parsed = Self.parse(text)
        self = parsed.problems.isEmpty ? parsed.template : TitleTemplate(pieces: [.text(text)])
    }

    private init(pieces: [Piece]) { self.pieces = pieces }
}
