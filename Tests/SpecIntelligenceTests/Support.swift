import SourceDiagnostics

/// Test text with a cursor marked by `|`: the text without the marker and the marker's byte offset.
struct Marked {
    let text: String
    let offset: Int

    init(_ marked: String) {
        var bytes = Array(marked.utf8)
        let index = bytes.firstIndex(of: UInt8(ascii: "|")) ?? bytes.count
        if index < bytes.count { bytes.remove(at: index) }
        text = String(decoding: bytes, as: UTF8.self)
        offset = index
    }

    /// The source text a span covers.
    func slice(_ span: SourceSpan?) -> String {
        guard let span else { return "" }
        let bytes = Array(text.utf8)
        guard span.start >= 0, span.end <= bytes.count, span.start <= span.end else { return "<bad span>" }
        return String(decoding: bytes[span.start..<span.end], as: UTF8.self)
    }
}
