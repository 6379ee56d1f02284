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

    /// The resolved configuration as JSON text.
    static func compiledJSON(_ spec: ResolvedSpec) -> String {
        spec.compiledJSON()
    }

    /// The JSON Schema of spec files.
    static func jsonSchema() -> String {
        SpecSchema.jsonSchema()
    }

    /// Every known diagnostic code, in catalog order.
    static var knownCodes: [String] {
        DiagnosticCatalog.all.map(\.code)
    }

    /// The explanation of `code`, if it is known.
    static func explanation(for code: String) -> CodeExplanation? {
        DiagnosticCatalog.entry(for: code).map {
            CodeExplanation(code: $0.code, title: $0.title, explanation: $0.explanation, wrong: $0.wrongExample, right: $0.rightExample)
        }
    }

    /// SARIF rule descriptions from the catalog.
    static let rules: @Sendable (String) -> DiagnosticRule? = { code in
        DiagnosticCatalog.entry(for: code).map {
            DiagnosticRule(id: $0.code, shortDescription: $0.title, fullDescription: $0.explanation, helpURI: nil)
        }
    }
}

/// What `carousel explain` prints for one code.
struct CodeExplanation: Sendable {
    let code: String
    let title: String
    let explanation: String
    let wrong: String
    let right: String
}
