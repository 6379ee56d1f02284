import SourceDiagnostics

/// A problem the syntax tree found, where it is; the tree keeps the bytes in an error node.
public struct TOMLSyntaxError: Sendable, Equatable {
    /// What is wrong.
    public let message: String
    /// Where.
    public let span: SourceSpan
}

/// A lossless syntax tree of a TOML file (taplo's tree, rust-analyzer's "parsing never fails"):
/// every byte of the input is in exactly one token, comments and whitespace included, and bytes
/// that fit no rule sit in ``TOMLNodeKind/error`` nodes. The tree is built for any input.
///
/// The formatter, the suppression comments and the editor read it; the values of a document
/// come from ``TOMLDocumentParser``, which uses the same tokenizer functions.
public struct TOMLSyntaxTree: Sendable {
    /// The ``TOMLNodeKind/document`` node.
    public var root: TOMLSyntaxNode { TOMLSyntaxNode(storage: storage, index: 0) }
    /// The problems found, in source order.
    public let errors: [TOMLSyntaxError]
    let storage: TOMLSyntaxStorage

    /// The tree of `bytes`.
    public static func parse(_ bytes: [UInt8]) -> TOMLSyntaxTree {
        bytes.withUnsafeBufferPointer { buffer in
            var builder = TreeBuilder(bytes: buffer, reserving: true)
            builder.document()
            return TOMLSyntaxTree(
                errors: builder.errors, storage: TOMLSyntaxStorage(tokens: builder.tokens, nodes: builder.nodes))
        }
    }

    /// Reads `bytes` one line at a time (a ``TOMLNodeKind/line`` node: the statements, trivia and
    /// line break of one line, multi-line values included) without holding the whole tree, for
    /// readers that need one line at a time on big files (the formatter, the comments).
    /// - Returns: the problems found, as ``errors`` would list them.
    @discardableResult
    public static func forEachLine<E: Error>(
        of bytes: [UInt8], _ body: (TOMLSyntaxNode) throws(E) -> Void
    ) throws(E) -> [TOMLSyntaxError] {
        try bytes.withUnsafeBufferPointer { (buffer) throws(E) -> [TOMLSyntaxError] in
            var builder = TreeBuilder(bytes: buffer, reserving: false)
            while !builder.atEnd {
                try body(TOMLSyntaxNode(storage: builder.line(), index: 0))
            }
            return builder.errors
        }
    }

    /// The tree of `source`'s UTF-8 bytes.
    public static func parse(_ source: String) -> TOMLSyntaxTree { parse(Array(source.utf8)) }

    /// Every token in source order.
    public var tokens: [TOMLToken] { storage.tokens }

    /// Every comment token, in source order.
    public var comments: [TOMLToken] { storage.tokens.filter { $0.kind == .comment } }
}
