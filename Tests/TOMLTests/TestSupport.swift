import SourceDiagnostics
@testable import TOML

/// Helpers shared by the TOML test suites.
enum TestSupport {
    /// The marker written into test sources where an error is expected; removed before parsing.
    static let marker: Character = "‸"

    /// Parses UTF-8 text.
    static func parse(_ text: String, maxDepth: Int = 256) -> (result: TOMLParseResult, file: SourceFile) {
        let file = SourceFile(path: "test.toml", text: text)
        return (TOMLDocumentParser.parse(file, maxDepth: maxDepth), file)
    }

    /// Parses raw bytes.
    static func parse(bytes: [UInt8], maxDepth: Int = 256) -> (result: TOMLParseResult, file: SourceFile) {
        let file = SourceFile(path: "test.toml", bytes: bytes)
        return (TOMLDocumentParser.parse(file, maxDepth: maxDepth), file)
    }

    /// Removes the `‸` marker and returns the source with the 1-based line and column it marked.
    static func unmark(_ marked: String) -> (source: String, line: Int, column: Int) {
        var line = 1
        var column = 1
        var source = ""
        var found = false
        for character in marked {
            if character == marker {
                found = true
                continue
            }
            source.append(character)
            if found { continue }
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        precondition(found, "test source has no ‸ marker")
        return (source, line, column)
    }

    /// The location of the first diagnostic's span start, or nil when there is none.
    static func firstLocation(_ result: TOMLParseResult, _ file: SourceFile) -> SourceLocation? {
        guard let span = result.diagnostics.first?.span else { return nil }
        return file.location(of: span.start)
    }

    /// The bytes of `text` in `file` covered by `span`.
    static func text(_ span: SourceSpan, in file: SourceFile) -> String {
        String(decoding: file.bytes[span.start..<span.end], as: UTF8.self)
    }
}

extension TOMLTable {
    /// The value at a dotted path of plain names (tests only).
    func value(_ path: String) -> TOMLValue? {
        var table = self
        let parts = path.split(separator: ".").map(String.init)
        for (position, part) in parts.enumerated() {
            guard let entry = table[part] else { return nil }
            if position == parts.count - 1 { return entry.value }
            guard case .table(let child) = entry.value.kind else { return nil }
            table = child
        }
        return nil
    }
}
