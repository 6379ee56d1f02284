/// A value read by ``JSONReader``, with the byte offset where each part starts (for messages).
public struct JSONNode: Sendable {
    /// What the node holds: a scalar, or the nodes of an array or object.
    public enum Content: Sendable {
        /// `null`, a boolean, a number or a string.
        case scalar(JSONValue)
        /// Elements in order.
        case array([JSONNode])
        /// Members in source order.
        case object([(key: String, node: JSONNode)])
    }

    /// What the node holds.
    public let content: Content
    /// Byte offset of the node's first byte in the text it was read from.
    public let offset: Int

    /// Creates a node.
    public init(_ content: Content, offset: Int) {
        self.content = content
        self.offset = offset
    }

    /// The plain value, without positions.
    public var value: JSONValue {
        switch content {
        case .scalar(let value): return value
        case .array(let nodes): return .array(nodes.map(\.value))
        case .object(let members): return .object(members.map { ($0.key, $0.node.value) })
        }
    }

    /// The member named `key` (the first one, if a key repeats), when this is an object.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = content else { return nil }
        return members.first { $0.key == key }?.node
    }

    /// The members, when this is an object.
    public var members: [(key: String, node: JSONNode)]? {
        if case .object(let members) = content { return members }
        return nil
    }

    /// The elements, when this is an array.
    public var elements: [JSONNode]? {
        if case .array(let nodes) = content { return nodes }
        return nil
    }

    /// The number as a `Double`, when this is a number.
    public var double: Double? {
        if case .scalar(let value) = content { return value.double }
        return nil
    }

    /// The string, when this is one.
    public var string: String? {
        if case .scalar(let value) = content { return value.string }
        return nil
    }

    /// Short name of the value's type, for messages: `object`, `array`, `number`, ...
    public var typeName: String {
        switch content {
        case .scalar(let value): return value.typeName
        case .array: return "array"
        case .object: return "object"
        }
    }
}
