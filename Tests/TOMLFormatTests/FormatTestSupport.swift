import Foundation
import SourceDiagnostics
import TOML
import TOMLFormat

/// Helpers shared by the formatter suites.
enum FormatTestSupport {
    /// The package root (three levels above this file).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The toml-test tagged JSON of a document, or nil when it does not parse.
    static func decode(_ bytes: [UInt8]) -> [UInt8]? {
        let result = TOMLDocumentParser.parse(SourceFile(path: "t.toml", bytes: bytes))
        return result.isValid ? TOMLTaggedJSON.encode(result.root) : nil
    }

    /// Formats bytes; a failure becomes a readable message.
    static func format(_ bytes: [UInt8]) -> Result<[UInt8], FormatTestError> {
        switch TOMLFormatter.format(bytes: bytes, path: "t.toml") {
        case .success(let output): return .success(output)
        case .failure(let failure):
            let text = failure.internalProblem ?? failure.diagnostics.map(\.message).joined(separator: "; ")
            return .failure(FormatTestError(message: text))
        }
    }

    /// What is wrong with formatting `bytes`, or nil when the output is idempotent, decodes the
    /// same and keeps every comment (same texts, same order, trailing whitespace aside).
    static func problem(formatting bytes: [UInt8]) -> String? {
        guard let before = decode(bytes) else {
            let result = TOMLDocumentParser.parse(SourceFile(path: "t.toml", bytes: bytes))
            return "the input does not parse: \(result.diagnostics.first?.message ?? "")\n"
                + String(decoding: bytes, as: UTF8.self)
        }
        let once: [UInt8]
        switch format(bytes) {
        case .success(let output): once = output
        case .failure(let error): return "fmt failed: \(error.message)"
        }
        guard let after = decode(once) else { return "the output does not parse" }
        if after != before { return "the decoded document changed" }
        switch format(once) {
        case .success(let twice): if twice != once { return "not idempotent" }
        case .failure(let error): return "fmt of the output failed: \(error.message)"
        }
        if CommentScanner.comments(in: bytes) != CommentScanner.comments(in: once) { return "comments changed" }
        if once.last != 0x0A && !once.isEmpty { return "no trailing newline" }
        return nil
    }
}

/// A formatter failure as a test sees it.
struct FormatTestError: Error {
    let message: String
}

/// An independent comment finder for the tests: walks strings of all four kinds and returns the
/// text of every comment (trailing spaces and tabs removed).
enum CommentScanner {
    static func comments(in bytes: [UInt8]) -> [String] {
        var found: [String] = []
        var index = 0
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x23 {
                let start = index
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                var end = index
                while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
                found.append(String(decoding: bytes[start..<end], as: UTF8.self))
            } else if byte == 0x22 || byte == 0x27 {
                let triple = at(1) == byte && at(2) == byte
                index += triple ? 3 : 1
                while index < bytes.count {
                    if bytes[index] == 0x5C && byte == 0x22 {
                        index += 2
                        continue
                    }
                    if bytes[index] == byte {
                        if !triple {
                            index += 1
                            break
                        }
                        var run = 0
                        while at(run) == byte { run += 1 }
                        index += min(run, 5)
                        if run >= 3 { break }
                        continue
                    }
                    index += 1
                }
            } else {
                index += 1
            }
        }
        return found
    }
}
