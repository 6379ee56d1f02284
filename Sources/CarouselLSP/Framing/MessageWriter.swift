import JSON

/// Frames outgoing messages: `Content-Length: N\r\n\r\n` and N bytes of compact JSON.
public enum MessageWriter {
    /// The framed bytes of `message`.
    public static func frame(_ message: JSONValue) -> [UInt8] {
        var body: [UInt8] = []
        JSONWriter(format: .compact).write(message, into: &body)
        var out = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        out.append(contentsOf: body)
        return out
    }
}
