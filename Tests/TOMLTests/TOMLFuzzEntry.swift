import SourceDiagnostics
import TOML

/// The `toml` fuzz target's whole body (Fuzz/toml/main.swift calls it; the regression suite too).
///
/// Parses raw bytes as a TOML document, encodes a valid one as toml-test tagged JSON (what
/// `carousel toml-decode` prints) and locates every diagnostic. Any trap here is a defect.
enum TOMLFuzzEntry {
    /// Runs the target on one input.
    static func run(_ bytes: [UInt8]) {
        let file = SourceFile(path: "fuzz.toml", bytes: bytes)
        let result = TOMLDocumentParser.parse(file)
        if result.isValid {
            _ = TOMLTaggedJSON.encode(result.root)
        }
        for diagnostic in result.diagnostics {
            if let span = diagnostic.span { _ = file.location(of: span.start) }
        }
    }
}
