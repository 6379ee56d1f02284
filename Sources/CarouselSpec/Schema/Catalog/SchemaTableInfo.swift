/// One table of the spec format as editor tooling sees it, copied from its ``TableDescriptor``.
package struct SchemaTableInfo: Sendable {
    /// The stable name (`window`, `carousel-auto`), as in the JSON Schema's definitions.
    package var name: String
    /// How messages name the table: `[window]`, `[[carousel]]`, `frame`.
    package var title: String
    /// One sentence for users.
    package var doc: String
    /// The carousel kinds the table applies to, in kind order; nil for all.
    package var kinds: [String]?
    /// The keys in documentation order.
    package var keys: [SchemaKeyInfo]
    /// The table's section of docs/spec.md, as a URL.
    package var docsURL: String

    /// A table with the given facts.
    package init(
        name: String, title: String, doc: String, kinds: [String]? = nil, keys: [SchemaKeyInfo], docsURL: String
    ) {
        self.name = name
        self.title = title
        self.doc = doc
        self.kinds = kinds
        self.keys = keys
        self.docsURL = docsURL
    }

    /// The key called `name`, if the table has one.
    package func key(_ name: String) -> SchemaKeyInfo? { keys.first { $0.key == name } }
}
