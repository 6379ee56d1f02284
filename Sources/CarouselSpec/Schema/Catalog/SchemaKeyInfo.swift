/// One key of the spec format as editor tooling sees it: everything hover, completion and the
/// JSON Schema's `x-taplo` docs say about it, copied from its ``FieldDescriptor``.
package struct SchemaKeyInfo: Sendable {
    /// The kebab-case key as written in the file.
    package var key: String
    /// What the value looks like.
    package var shape: SchemaValueShape
    /// How messages name the type: "an integer", "a duration (...)".
    package var expectation: String
    /// The default in words: "`16`", "required", "none", "computed: ...", or per kind.
    package var defaultText: String
    /// The hard range ("0..4096"), or nil.
    package var boundsText: String?
    /// The hard range as numbers (of the value, a string's length or a list's count), or nil.
    package var range: SchemaRange?
    /// The soft range (outside it the value is clamped, with a warning), or nil.
    package var softText: String?
    /// The soft range as numbers, or nil.
    package var softRange: SchemaRange?
    /// The carousel kinds the key applies to, in kind order; nil for all.
    package var kinds: [String]?
    /// One sentence for users.
    package var doc: String
    /// True when the key must be written.
    package var isRequired: Bool
    /// True for a table written as one value (`frame = { ... }`).
    package var isValueTable: Bool
    /// Duration keys: a bare number of at least this many seconds is probably milliseconds.
    package var bareSecondsLimit: Double?
    /// True when the value names a carousel by its id.
    package var referencesCarouselID: Bool
    /// What each enum value does (empty for other shapes).
    package var enumDocs: [String: String]
    /// The key's section of docs/spec.md, as a URL.
    package var docsURL: String

    /// A key with the given facts (tests build catalogs with keys the schema does not have yet).
    package init(
        key: String, shape: SchemaValueShape, expectation: String, defaultText: String, boundsText: String? = nil,
        range: SchemaRange? = nil, softText: String? = nil, softRange: SchemaRange? = nil, kinds: [String]? = nil,
        doc: String,
        isRequired: Bool = false,
        isValueTable: Bool = false, bareSecondsLimit: Double? = nil, referencesCarouselID: Bool = false,
        enumDocs: [String: String] = [:], docsURL: String
    ) {
        self.key = key
        self.shape = shape
        self.expectation = expectation
        self.defaultText = defaultText
        self.boundsText = boundsText
        self.range = range
        self.softText = softText
        self.softRange = softRange
        self.kinds = kinds
        self.doc = doc
        self.isRequired = isRequired
        self.isValueTable = isValueTable
        self.bareSecondsLimit = bareSecondsLimit
        self.referencesCarouselID = referencesCarouselID
        self.enumDocs = enumDocs
        self.docsURL = docsURL
    }

    /// True when the key applies to a carousel of `kind` (nil: the kind is unknown, so yes).
    package func applies(to kind: String?) -> Bool {
        guard let kinds, let kind else { return true }
        return kinds.contains(kind)
    }
}
