import SourceDiagnostics

// E0347 (error).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// `[window] min-size` larger than `size` on a side.
    public static let minSizeAboveSize = DiagnosticCode(
        "E0347", "min-size larger than size",
        """
        `min-size` is the smallest window the spec is laid out at unscaled; `size` is the window \
        it opens at. A `min-size` wider or taller than `size` would scale the spec down in its \
        own window. Make `min-size` at most `size` on both sides.
        """,
        wrong: "[window]\nsize = [1280, 800]\nmin-size = [1400, 600]\n\n" + spec(""),
        right: "[window]\nsize = [1280, 800]\nmin-size = [800, 600]\n\n" + spec(""),
        rules: [MinSizeRule()])
}

/// The message of E0347.
extension SpecMessages {
    /// E0347: `min-size` of `minimum` is above `size` of `size` on a side.
    static func minSizeAboveSize(minimum: [Int], size: [Int], sizeSpan: SourceSpan?, span: SourceSpan, path: String)
        -> Diagnostic
    {
        let fitted = zip(minimum, size).map { String(min($0, $1)) }.joined(separator: ", ")
        return Diagnostic(
            DiagnosticCode.minSizeAboveSize,
            message: "`min-size = [\(minimum.map(String.init).joined(separator: ", "))]` is larger than "
                + "`size = [\(size.map(String.init).joined(separator: ", "))]`",
            span: span, path: path,
            labels: sizeSpan.map { [DiagnosticLabel(span: $0, message: "the window opens at this size")] } ?? [],
            help: "write `min-size = [\(fitted)]` or smaller",
            fixIts: [.replace(span, with: "[\(fitted)]", message: "use [\(fitted)]", safety: .unsafe)])
    }
}

/// E0347: `min-size` is at most `size` on both sides.
struct MinSizeRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.WindowKeys
        guard let minimum = spec.window[Keys.minSize], let span = spec.window.valueSpan(Keys.minSize) else { return }
        let size = spec.window[Keys.size]
        guard zip(minimum, size).contains(where: { $0 > $1 }) else { return }
        diagnostics.append(
            SpecMessages.minSizeAboveSize(
                minimum: minimum, size: size, sizeSpan: spec.window.valueSpan(Keys.size), span: span,
                path: spec.window.path(of: Keys.minSize)))
    }
}
