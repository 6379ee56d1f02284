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
    public let root: TOMLSyntaxNode
    /// The problems found, in source order.
    public let errors: [TOMLSyntaxError]

    /// The tree of `bytes`.
    public static func parse(_ bytes: [UInt8]) -> TOMLSyntaxTree {
        bytes.withUnsafeBufferPointer { buffer in
            var builder = TreeBuilder(bytes: buffer)
            let root = builder.document()
            return TOMLSyntaxTree(root: root, errors: builder.errors)
        }
    }

    /// The tree of `source`'s UTF-8 bytes.
    public static func parse(_ source: String) -> TOMLSyntaxTree { parse(Array(source.utf8)) }

    /// Every token in source order.
    public var tokens: [TOMLToken] {
        var all: [TOMLToken] = []
        root.forEachToken { all.append($0) }
        return all
    }

    /// Every comment token, in source order.
    public var comments: [TOMLToken] {
        var found: [TOMLToken] = []
        root.forEachToken { if $0.kind == .comment { found.append($0) } }
        return found
    }
}
