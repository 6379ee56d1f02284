import SourceDiagnostics
import TOML

/// One `# carousel: ...` comment of a spec, parsed.
///
/// `# carousel: allow W0402, W0404` (codes separated by commas, spaces allowed) suppresses
/// those codes on the line it governs: the next line that is neither blank nor only a
/// comment, or, for a comment written after a value, its own line. Text after ` -- ` is a
/// reason for readers and is ignored.
struct SuppressionComment {
    /// One code named by the comment, with its place.
    struct Code {
        var text: String
        var span: SourceSpan
    }

    /// From the `#` to the end of the line.
    var span: SourceSpan
    /// Whether the comment is alone on its line.
    var ownLine: Bool
    /// The 0-based line whose diagnostics it suppresses (nil: no such line follows).
    var targetLine: Int?
    /// The codes after `allow`.
    var codes: [Code]
    /// Why the comment is not a valid instruction (nil when it is), and the span of the word at
    /// fault with the word that was probably meant.
    var problem: (message: String, span: SourceSpan, suggestion: String?)?

    /// The suppression comments of `file` (comments whose text starts with `carousel:`).
    static func all(in file: SourceFile) -> [SuppressionComment] {
        guard mayContainSuppression(file.bytes) else { return [] }
        let comments = LineComment.all(in: file.bytes)
        let ownLines = Set(comments.filter(\.ownLine).map { file.lineIndex(containing: $0.start) })
        return comments.compactMap { comment in
            guard var parsed = parse(file.bytes, comment) else { return nil }
            let line = file.lineIndex(containing: comment.start)
            parsed.targetLine = comment.ownLine ? nextCodeLine(after: line, in: file, commentLines: ownLines) : line
            return parsed
        }
    }

    /// The first line after `line` with something other than blanks or a comment.
    private static func nextCodeLine(after line: Int, in file: SourceFile, commentLines: Set<Int>) -> Int? {
        var candidate = line + 1
        while candidate < file.lineStarts.count {
            let text = file.lineText(candidate)
            let blank = text.allSatisfy { $0 == " " || $0 == "\t" }
            if !blank, !commentLines.contains(candidate) { return candidate }
            candidate += 1
        }
        return nil
    }

    /// The parsed comment, or nil when it is not a `carousel:` comment at all.
    static func parse(_ bytes: [UInt8], _ comment: LineComment) -> SuppressionComment? {
        var cursor = WordCursor(bytes: bytes, index: comment.start + 1, end: comment.end)
        cursor.skipBlanks()
        guard cursor.consume("carousel:") else { return nil }
        var result = SuppressionComment(
            span: SourceSpan(start: comment.start, end: comment.end), ownLine: comment.ownLine, targetLine: nil,
            codes: [], problem: nil)
        cursor.skipBlanks()
        let verb = cursor.word()
        guard verb.text == "allow" else {
            let suggestion =
                Suggestions.closest(to: verb.text.lowercased(), in: ["allow"], maxDistance: 2).first
                ?? (verb.text.lowercased() == "allow" ? "allow" : nil)
            let shown = verb.text.isEmpty ? "nothing" : "`\(LintMessages.shown(verb.text))`"
            result.problem = (
                "`# carousel:` is followed by \(shown), not `allow CODE`",
                verb.text.isEmpty ? result.span : verb.span, suggestion
            )
            return result
        }
        while true {
            cursor.skipBlanks()
            if cursor.atEnd { break }
            if cursor.consume(",") { continue }
            let code = cursor.word()
            // `-- reason` ends the codes: `# carousel: allow W0404 -- the frame clips on purpose`.
            if code.text.isEmpty || code.text.hasPrefix("--") { break }
            result.codes.append(Code(text: code.text, span: code.span))
        }
        if result.codes.isEmpty {
            result.problem = ("`# carousel: allow` names no code", result.span, nil)
        }
        return result
    }
}

/// Reads words (runs of letters, digits, `-` and `_`) out of a comment's bytes.
private struct WordCursor {
    let bytes: [UInt8]
    var index: Int
    let end: Int

    var atEnd: Bool { index >= end }

    mutating func skipBlanks() {
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    mutating func consume(_ text: String) -> Bool {
        let wanted = Array(text.utf8)
        guard index + wanted.count <= end, Array(bytes[index..<index + wanted.count]) == wanted else { return false }
        index += wanted.count
        return true
    }

    /// The next word (empty when the next byte is not part of one; then one byte is skipped so
    /// the caller's loop moves on).
    mutating func word() -> (text: String, span: SourceSpan) {
        let start = index
        while index < end, Self.isWordByte(bytes[index]) { index += 1 }
        if index == start {
            if index < end { index += 1 }
            return ("", SourceSpan(start: start, end: start))
        }
        return (String(decoding: bytes[start..<index], as: UTF8.self), SourceSpan(start: start, end: index))
    }

    /// A bare-key byte (the TOML tokenizer's table) or any non-ASCII byte.
    static func isWordByte(_ byte: UInt8) -> Bool { TOMLTokenizer.isBareKeyByte(byte) || byte >= 0x80 }
}
