import SourceDiagnostics

/// Every structural diagnostic of the spec compiler, one factory each, so wording stays consistent.
/// Public for its quoting (``shortened(_:)``), which the project config's messages share.
public enum SpecMessages {
    /// `span` is the whole `infinite = false` entry, which the fix-it removes.
    static func alwaysLoops(kind: String, span: SourceSpan, path: String, kindSpan: SourceSpan?) -> Diagnostic {
        var diagnostic = notForKind(
            "`infinite = false`", kind: kind, allowed: ["paging", "focus"], span: span, path: path, kindSpan: kindSpan)
        diagnostic.notes.append("stack and marquee carousels always loop")
        diagnostic.help = "remove `infinite = false`"
        diagnostic.fixIts = [.remove(span, message: "remove `infinite = false`")]
        return diagnostic
    }
}
