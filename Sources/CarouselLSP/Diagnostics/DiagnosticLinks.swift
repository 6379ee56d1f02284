import SourceDiagnostics

/// The `codeDescription.href` of a diagnostic: the code's section of docs/diagnostics.md.
///
/// The section of `E0201` is the heading `## E0201`, whose anchor (as GitHub and most Markdown
/// viewers make it) is `#e0201`; so the link is `<docs URL>#e0201` whatever the docs URL is
/// (a `file://` URL into a checkout, or an `https://` URL of the published docs).
public enum DiagnosticLinks {
    /// The link to `code`'s section of the diagnostics page at `docsURL`.
    public static func href(code: DiagnosticID, docsURL: String) -> String {
        docsURL + "#" + code.text.lowercased()
    }
}
