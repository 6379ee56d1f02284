import CarouselSpec
import SourceDiagnostics

/// The CLI's one door into the spec module: compiling, the resolved JSON, the schema and the
/// diagnostic catalog. Commands call these and never the spec module's types directly.
enum SpecServices {
    /// Compiles the file at `path` from its bytes; relative paths in it resolve from its folder.
    static func compile(path: String, bytes: [UInt8]) -> SpecCompilation {
        let file = SourceFile(path: path, bytes: bytes)
        return SpecCompiler.compile(file, baseDirectory: directory(of: path))
    }

    /// The folder part of `path` (`.` for a bare file name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The resolved configuration as JSON text, or nil when the spec has errors.
    static func compiledJSON(_ compilation: SpecCompilation) -> String? {
        compilation.compiledJSON()
    }

    /// The JSON Schema of spec files.
    static func jsonSchema() -> String {
        SpecSchema.jsonSchema()
    }

    /// Every known diagnostic code, in catalog order.
    static var knownCodes: [String] {
        DiagnosticCatalog.all.map(\.code)
    }

    /// The title of `code`, if it is known.
    static func title(of code: String) -> String? {
        DiagnosticCatalog.entry(for: code)?.title
    }

    /// The `carousel explain` page of `code` (title, explanation, wrong and right example), if it is known.
    static func explanationText(for code: String) -> String? {
        DiagnosticCatalog.entry(for: code).map(DiagnosticCatalog.explanationText)
    }

    /// SARIF rule descriptions from the catalog.
    static let rules: @Sendable (String) -> DiagnosticRule? = { code in
        DiagnosticCatalog.entry(for: code).map {
            DiagnosticRule(id: $0.code, shortDescription: $0.title, fullDescription: $0.explanation, helpURI: nil)
        }
    }
}
