import CarouselDisk
import CarouselSpec
import SourceDiagnostics

/// The CLI's door into the spec module: the one spec loader (on the real disk), the resolved
/// JSON, the schema and the diagnostic catalog.
enum SpecServices {
    /// The loader every command uses: the disk, with relative paths from the working folder, and
    /// this machine's fonts for the glyph coverage warning (W0420).
    static let loader = SpecLoader.disk(glyphCoverage: SystemGlyphCoverage.detected())

    /// Reads and compiles the spec at `path`; an unreadable file is an I/O error (exit code 2)
    /// worded the same way by every command.
    /// With `keepsDocument`, the compilation can be resolved for any window size (`compile --size`).
    static func compile(path: String, keepsDocument: Bool = false) throws(CommandError) -> SpecCompilation {
        var loader = loader
        loader.keepsDocument = keepsDocument
        do throws(SpecLoadFailure) {
            return try loader.compile(path: path)
        } catch {
            throw .io(error.description.trimmingTrailingNewlines())
        }
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
