import CarouselSpec

// TEMPORARY: stand-ins for API the spec helper is writing on branch `spec`
// (`ResolvedSpec.compiledJSON()`, `SpecSchema.jsonSchema()`, `DiagnosticCatalog`).
// Delete this file when `spec` is merged; only SpecServices.swift calls these.

extension ResolvedSpec {
    func compiledJSON() -> String { "{}\n" }
}

enum SpecSchema {
    static func jsonSchema() -> String { "{}\n" }
}

struct DiagnosticCatalogEntry: Sendable {
    let code: String
    let title: String
    let explanation: String
    let wrongExample: String
    let rightExample: String
}

enum DiagnosticCatalog {
    static let all: [DiagnosticCatalogEntry] = [
        DiagnosticCatalogEntry(
            code: "E0201", title: "unknown key",
            explanation: "The table has no key with this name. Check the spelling against the spec format.",
            wrongExample: "[[carousel]]\nid = \"a\"\nspaceing = 16\n",
            rightExample: "[[carousel]]\nid = \"a\"\nspacing = 16\n"
        ),
    ]

    static func entry(for code: String) -> DiagnosticCatalogEntry? {
        all.first { $0.code == code }
    }
}
