import CarouselSpec
import SourceDiagnostics

/// The diagnostic codes a config or a suppression comment may name: every code of the catalog.
public enum LintCodes {
    /// Code text to severity, for every code in ``DiagnosticCatalog``.
    public static let known: [String: Severity] = Dictionary(
        DiagnosticCatalog.all.map { ($0.code, $0.severity) }, uniquingKeysWith: { first, _ in first })

    /// Did-you-mean candidates for an unknown code: the upper-case spelling when that is a code,
    /// otherwise up to three codes within two edits, closest first.
    public static func suggestions(for word: String, in known: [String: Severity] = known) -> [String] {
        let upper = word.uppercased()
        if upper != word, known[upper] != nil { return [upper] }
        return Suggestions.closest(to: upper, in: known.keys.sorted())
    }
}
