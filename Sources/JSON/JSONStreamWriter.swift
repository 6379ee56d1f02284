/// Writes one JSON document piece by piece, handing its bytes to a sink in chunks, so a large
/// document (`compile` of 100,000 items) is never held whole: neither as a ``JSONValue`` tree
/// nor as text.
///
/// The bytes are the ones ``JSONWriter`` gives for the same tree, provided that every container
/// opened here holds objects or arrays, not only scalars (an array of scalars opened here is laid
/// out one element per line, where ``JSONFormat/inlineScalarArrays`` would put it on one line):
/// stream the containers, and write each scalar array whole with ``value(_:)``.
public struct JSONStreamWriter {
    /// Layout and number style.
    public let writer: JSONWriter
    private let chunkBytes: Int
    private let sink: ([UInt8]) -> Void
    private var output: [UInt8] = []
    /// The open containers, outermost first: elements written so far and the closing bracket.
    private var open: [(count: Int, closer: UInt8)] = []
    /// True between ``key(_:)`` and the member's value.
    private var afterKey = false

    /// Creates a writer that hands `sink` at least `chunkBytes` bytes at a time (the rest at ``finish()``).
    public init(writer: JSONWriter, chunkBytes: Int = 1 << 20, sink: @escaping ([UInt8]) -> Void) {
        self.writer = writer
        self.chunkBytes = max(1, chunkBytes)
        self.sink = sink
        output.reserveCapacity(self.chunkBytes + 4096)
    }

    /// Opens an object (as a value: an array element, a member's value or the document).
    public mutating func beginObject() {
        startValue()
        output.append(0x7B)
        open.append((0, 0x7D))
    }

    /// Opens an array (as a value).
    public mutating func beginArray() {
        startValue()
        output.append(0x5B)
        open.append((0, 0x5D))
    }

    /// Writes the key of the next member of the open object; its value follows.
    public mutating func key(_ name: String) {
        separateElement()
        JSONStringLiteral.append(name, to: &output)
        output.append(0x3A)
        if writer.format.layout != .compact { output.append(0x20) }
        afterKey = true
    }

    /// Writes a whole value (an array element, a member's value or the document).
    public mutating func value(_ value: JSONValue) {
        startValue()
        writer.write(value, into: &output, level: open.count)
        flushIfFull()
    }

    /// Closes the innermost open container.
    public mutating func end() {
        guard let container = open.popLast() else { return }
        writer.close(
            container.closer, empty: container.count == 0, indent: writer.indentation(inline: false),
            level: open.count, into: &output)
        flushIfFull()
    }

    /// Appends raw bytes (a final newline) and hands everything left to the sink.
    public mutating func finish(appending tail: [UInt8] = []) {
        output += tail
        if !output.isEmpty { sink(output) }
        output.removeAll(keepingCapacity: false)
    }

    /// The separator before a value: none after a key, a comma and a new line in an array.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else if !open.isEmpty {
            separateElement()
        }
    }

    private mutating func separateElement() {
        guard let last = open.indices.last else { return }
        writer.separate(
            open[last].count, indent: writer.indentation(inline: false), level: open.count - 1, into: &output)
        open[last].count += 1
    }

    private mutating func flushIfFull() {
        guard output.count >= chunkBytes else { return }
        sink(output)
        output.removeAll(keepingCapacity: true)
    }
}
