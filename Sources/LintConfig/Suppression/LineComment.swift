import TOML

/// One comment of a TOML file, read from the syntax tree's comment trivia (so `#` inside any of
/// the four string forms is never taken for a comment, and a file with syntax errors still has
/// its comments found).
struct LineComment: Equatable {
    /// Offset of the `#`.
    var start: Int
    /// Offset of the line break (or the end of the file).
    var end: Int
    /// Whether only spaces and tabs come before the `#` on its line.
    var ownLine: Bool

    /// The comments of `bytes`, in order.
    static func all(in bytes: [UInt8]) -> [LineComment] {
        var comments: [LineComment] = []
        var lineHasCode = false
        TOMLSyntaxTree.forEachLine(of: bytes) { line in
            line.forEachToken { token in
                switch token.kind {
                case .newline:
                    lineHasCode = false
                case .comment:
                    comments.append(LineComment(start: token.span.start, end: token.span.end, ownLine: !lineHasCode))
                case .whitespace, .byteOrderMark:
                    break
                default:
                    lineHasCode = true
                }
            }
        }
        return comments
    }
}
