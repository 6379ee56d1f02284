import Foundation
import SourceDiagnostics
@testable import CarouselSpec

/// A spec text with expected diagnostics marked inside it.
///
/// A marker line holds only spaces, carets and a code: `     ^^^^ E0302`. It marks the columns
/// of the line above it (1-based, Unicode scalars) and is removed from the text that is compiled.
struct MarkedSource {
    /// One expected diagnostic.
    struct Mark: Equatable, CustomStringConvertible {
        var code: String
        var line: Int
        var column: Int
        var endColumn: Int
        var description: String { "\(code) at \(line):\(column)-\(endColumn)" }
    }

    var text: String
    var marks: [Mark]

    init(_ marked: String) {
        var lines: [String] = []
        var marks: [Mark] = []
        for raw in marked.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("^"), let caretEnd = line.lastIndex(of: "^") {
                let scalars = Array(line.unicodeScalars)
                let first = scalars.firstIndex(of: "^") ?? 0
                let last = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: caretEnd)
                let code = String(line[line.index(after: caretEnd)...]).trimmingCharacters(in: .whitespaces)
                marks.append(Mark(code: code, line: lines.count, column: first + 1, endColumn: last + 2))
            } else {
                lines.append(line)
            }
        }
        self.text = lines.joined(separator: "\n")
        self.marks = marks
    }

    /// The marks a compilation actually produced (code, start line, start column, end column).
    static func marks(of compilation: SpecCompilation) -> [Mark] {
        compilation.diagnostics.compactMap { diagnostic in
            guard let span = diagnostic.span else { return nil }
            let range = compilation.file.range(of: span)
            return Mark(
                code: diagnostic.code.text, line: range.start.line, column: range.start.column,
                endColumn: range.end.column)
        }
    }
}
