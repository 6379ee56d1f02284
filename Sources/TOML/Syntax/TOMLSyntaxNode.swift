import SourceDiagnostics

/// What a node of the lossless syntax tree is.
public enum TOMLNodeKind: UInt8, Sendable {
    /// The whole file.
    case document
    /// One line of a document, as ``TOMLSyntaxTree/forEachLine(of:_:)`` hands them out.
    case line
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
/// whose spans tile the node's span exactly. A light view (the tree's storage and an index).
public struct TOMLSyntaxNode: Sendable {
    let storage: TOMLSyntaxStorage
    let index: Int

    private var record: TOMLSyntaxStorage.Record { storage.nodes[index] }

    /// What the node is.
    public var kind: TOMLNodeKind { record.kind }

    /// The bytes the node covers.
    public var span: SourceSpan {
        let record = self.record
        let tokens = storage.tokens
        guard record.endToken > record.firstToken else {
            let offset =
                Int(record.firstToken) < tokens.count
                ? tokens[Int(record.firstToken)].span.start : tokens.last?.span.end ?? 0
            return .point(offset)
        }
        return SourceSpan(
            start: tokens[Int(record.firstToken)].span.start, end: tokens[Int(record.endToken) - 1].span.end)
    }

    /// Tokens and nodes in source order.
    public var children: [TOMLSyntaxElement] {
        var elements: [TOMLSyntaxElement] = []
        forEachChild { elements.append($0) }
        return elements
    }

    /// Calls `body` with each child in source order, without collecting them.
    public func forEachChild<E: Error>(_ body: (TOMLSyntaxElement) throws(E) -> Void) throws(E) {
        let record = self.record
        var token = Int(record.firstToken)
        var child = index + 1
        while child < Int(record.subtreeEnd) {
            let inner = storage.nodes[child]
            while token < Int(inner.firstToken) {
                try body(.token(storage.tokens[token]))
                token += 1
            }
            try body(.node(TOMLSyntaxNode(storage: storage, index: child)))
            token = Int(inner.endToken)
            child = Int(inner.subtreeEnd)
        }
        while token < Int(record.endToken) {
            try body(.token(storage.tokens[token]))
            token += 1
        }
    }

    /// The child nodes, in order.
    public var nodes: [TOMLSyntaxNode] {
        var found: [TOMLSyntaxNode] = []
        var child = index + 1
        let end = Int(record.subtreeEnd)
        while child < end {
            found.append(TOMLSyntaxNode(storage: storage, index: child))
            child = Int(storage.nodes[child].subtreeEnd)
        }
        return found
    }

    /// The last child node.
    public var lastNode: TOMLSyntaxNode? {
        var last: TOMLSyntaxNode?
        var child = index + 1
        let end = Int(record.subtreeEnd)
        while child < end {
            last = TOMLSyntaxNode(storage: storage, index: child)
            child = Int(storage.nodes[child].subtreeEnd)
        }
        return last
    }

    /// The child tokens, in order (not those inside child nodes).
    public var tokens: [TOMLToken] {
        var found: [TOMLToken] = []
        forEachChild { if case .token(let token) = $0 { found.append(token) } }
        return found
    }

    /// The first child node of `kind` (found without collecting the children).
    public func first(_ kind: TOMLNodeKind) -> TOMLSyntaxNode? {
        var child = index + 1
        let end = Int(record.subtreeEnd)
        while child < end {
            let inner = storage.nodes[child]
            if inner.kind == kind { return TOMLSyntaxNode(storage: storage, index: child) }
            child = Int(inner.subtreeEnd)
        }
        return nil
    }

    /// Every token under this node, in source order.
    public func forEachToken(_ body: (TOMLToken) -> Void) {
        let record = self.record
        for token in Int(record.firstToken)..<Int(record.endToken) { body(storage.tokens[token]) }
    }
}

/// The tree's flat storage (rowan's idea without its sharing): the tokens in source order and
/// the nodes in preorder, each naming its range of tokens and where its subtree ends. About 16
/// bytes a node and 12 a token, so a 13 MB file's tree stays within `fmt`'s memory bound.
final class TOMLSyntaxStorage: Sendable {
    /// One node: its kind, its tokens `firstToken..<endToken` and the preorder index past its
    /// last descendant.
    struct Record: Sendable {
        var kind: TOMLNodeKind
        var firstToken: UInt32
        var endToken: UInt32
        var subtreeEnd: UInt32
    }

    let tokens: [TOMLToken]
    let nodes: [Record]

    init(tokens: [TOMLToken], nodes: [Record]) {
        self.tokens = tokens
        self.nodes = nodes
    }
}
