import SourceDiagnostics

/// What a node of the lossless syntax tree is.
public enum TOMLNodeKind: UInt8, Sendable {
    /// The whole file.
    case document
    /// `[a.b]`: the header only (the lines after it are the document's children).
    case table
    /// `[[a.b]]`.
    case arrayTable
    /// `key = value`.
    case keyValue
    /// A dotted key: key parts (bare or quoted) with dots and whitespace between them.
    case key
    /// A value that is one token (string, number, boolean, date-time).
    case value
    /// `[ ... ]` as a value.
    case array
    /// `{ ... }`.
    case inlineTable
    /// Tokens that do not fit the grammar where they are (kept, so no byte is lost).
    case error
}

/// One child of a node: a node or a token.
public enum TOMLSyntaxElement: Sendable {
    case node(TOMLSyntaxNode)
    case token(TOMLToken)

    /// The bytes the element covers.
    public var span: SourceSpan {
        switch self {
        case .node(let node): return node.span
        case .token(let token): return token.span
        }
    }
}

/// A node of the lossless syntax tree: its kind, its span and its children in source order,
/// whose spans tile the node's span exactly.
public final class TOMLSyntaxNode: Sendable {
    /// What the node is.
    public let kind: TOMLNodeKind
    /// The bytes the node covers (empty for an empty document).
    public let span: SourceSpan
    /// Tokens and nodes in source order.
    public let children: [TOMLSyntaxElement]

    init(_ kind: TOMLNodeKind, children: [TOMLSyntaxElement], start: Int) {
        self.kind = kind
        self.children = children
        let end = children.last?.span.end ?? start
        self.span = SourceSpan(start: children.first?.span.start ?? start, end: end)
    }

    /// The child nodes, in order.
    public var nodes: [TOMLSyntaxNode] {
        children.compactMap { if case .node(let node) = $0 { return node } else { return nil } }
    }

    /// The child tokens, in order (not those inside child nodes).
    public var tokens: [TOMLToken] {
        children.compactMap { if case .token(let token) = $0 { return token } else { return nil } }
    }

    /// The first child node of `kind`.
    public func first(_ kind: TOMLNodeKind) -> TOMLSyntaxNode? {
        for case .node(let node) in children where node.kind == kind { return node }
        return nil
    }

    /// Every token under this node, depth first, in source order.
    public func forEachToken(_ body: (TOMLToken) -> Void) {
        for child in children {
            switch child {
            case .token(let token): body(token)
            case .node(let node): node.forEachToken(body)
            }
        }
    }
}
