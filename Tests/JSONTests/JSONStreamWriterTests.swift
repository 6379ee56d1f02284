import Testing

@testable import JSON

/// A document written piece by piece has the bytes of the same tree written whole.
@Suite struct JSONStreamWriterTests {
    /// An object holding an array of objects (`compile`'s carousels and items), with empty
    /// containers and scalar arrays written whole.
    static let members: [(String, JSONValue)] = [
        ("file", .string("a\u{1B}\"b")), ("version", .integer(1)),
        ("window", .object([("size", .array([.number(1280), .number(800)])), ("none", .object([]))])),
    ]
    static let items: [JSONValue] = (0..<5).map { index in
        .object([("id", .string("item-\(index)")), ("n", .number(Double(index) / 3)), ("e", .array([]))])
    }
    static var tree: JSONValue {
        .object(
            members + [
                (
                    "carousel",
                    .array([
                        .object([("id", .string("c")), ("items", .array(items))]), .object([("items", .array([]))]),
                    ])
                )
            ])
    }

    static func streamed(_ format: JSONFormat, chunkBytes: Int) -> (bytes: [UInt8], chunks: Int) {
        var bytes: [UInt8] = []
        var chunks = 0
        var stream = JSONStreamWriter(writer: JSONWriter(format: format), chunkBytes: chunkBytes) {
            bytes += $0
            chunks += 1
        }
        stream.beginObject()
        for (key, value) in members {
            stream.key(key)
            stream.value(value)
        }
        stream.key("carousel")
        stream.beginArray()
        stream.beginObject()
        stream.key("id")
        stream.value(.string("c"))
        stream.key("items")
        stream.beginArray()
        for item in items { stream.value(item) }
        stream.end()
        stream.end()
        stream.beginObject()
        stream.key("items")
        stream.beginArray()
        stream.end()
        stream.end()
        stream.end()
        stream.end()
        stream.finish(appending: [0x0A])
        return (bytes, chunks)
    }

    @Test(arguments: [JSONFormat.pretty, .compact, .line, JSONFormat(layout: .indented(4), inlineScalarArrays: false)])
    func streamedTextIsTheTreesText(format: JSONFormat) {
        let expected = Array((Self.tree.text(format) + "\n").utf8)
        #expect(Self.streamed(format, chunkBytes: 1 << 20).bytes == expected)
        // Small chunks: the same bytes, handed over in many pieces as they are made.
        let small = Self.streamed(format, chunkBytes: 16)
        #expect(small.bytes == expected)
        #expect(small.chunks > 5)
    }
}
