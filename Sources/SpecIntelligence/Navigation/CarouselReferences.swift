import CarouselSpec
import SourceDiagnostics

/// Where a spec defines each carousel id (`id = "x"` of a `[[carousel]]`) and where it names one
/// (`sync = "x"` and every key whose descriptor says it refers to a carousel).
struct CarouselReferences {
    /// One written id: its text and the span of the text between the quotes.
    struct Occurrence: Equatable {
        var id: String
        /// The id's characters, quotes excluded (what a rename replaces).
        var content: SourceSpan
        /// The whole string, quotes included.
        var span: SourceSpan
    }

    /// The `id` values of the `[[carousel]]` sections, in file order.
    var definitions: [Occurrence] = []
    /// The values that name a carousel, in file order.
    var references: [Occurrence] = []

    /// Reads the definitions and references of `document`.
    init(_ document: ScannedDocument, catalog: SchemaCatalog) {
        let resolver = SchemaResolver(catalog: catalog, document: document)
        for section in document.sections where section.header?.isArray == true && section.path == ["carousel"] {
            if let value = section.entry("id")?.value, let occurrence = Self.occurrence(value, in: document.bytes) {
                definitions.append(occurrence)
            }
        }
        SchemaValueWalker(resolver: resolver).forEachValue { key, value in
            guard key.referencesCarouselID, let occurrence = Self.occurrence(value, in: document.bytes) else { return }
            references.append(occurrence)
        }
    }

    /// A terminated string written without escapes (the text between the quotes is the id).
    static func occurrence(_ value: ScannedValue, in bytes: [UInt8]) -> Occurrence? {
        guard case .string(let text, let content, true) = value.kind,
            content.start >= 0, content.end <= bytes.count,
            bytes[content.start..<content.end].elementsEqual(text.utf8)
        else { return nil }
        return Occurrence(id: text, content: content, span: value.span)
    }

    /// The definition or reference under `offset` (a cursor right after the closing quote counts).
    func occurrence(at offset: Int) -> Occurrence? {
        (definitions + references).first { $0.span.touches(offset) }
    }

    /// Every occurrence of `id`, definitions first.
    func all(_ id: String) -> [Occurrence] {
        definitions.filter { $0.id == id } + references.filter { $0.id == id }
    }
}
