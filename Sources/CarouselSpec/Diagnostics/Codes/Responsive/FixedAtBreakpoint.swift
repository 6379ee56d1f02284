import SourceDiagnostics

// E0340 (error).
// Emitted by: Sources/CarouselSpec/Reading/SpecReader+Responsive.swift.
extension DiagnosticCode {
    /// A key a `[[carousel.when]]` rule cannot change (`kind`, `axis`, `infinite`, `items`, ...).
    public static let fixedAtBreakpoint = DiagnosticCode(
        "E0340", "key a rule cannot change",
        """
        A `[[carousel.when]]` rule changes a listed set of keys at the window sizes in its range: \
        `frame`, `row-height`, `column-width`, `per-view`, `scroll-by`, `align`, `spacing`, `insets`, `page-size`, the item sizes \
        (`[carousel.when.focus] item-size`, `[carousel.when.marquee] item-extent`) and \
        `[carousel.when.auto] enabled`. The other keys (`kind`, `axis`, `infinite`, the items, \
        the effect, the timings) hold at every size, so a resize never rebuilds the carousel. \
        Other libraries ignore such keys inside breakpoints without a word (Swiper's `loop`); \
        Carousel points at them. Write the key on the carousel itself.
        """,
        wrong: responsive("per-view = 3\n", rules: "[[carousel.when]]\nmax-width = 599\ninfinite = true\n"),
        right: responsive(
            "per-view = 3\ninfinite = true\n", rules: "[[carousel.when]]\nmax-width = 599\nper-view = 1\n"))
}

/// The message of E0340 and its fix-its.
extension SpecMessages {
    /// E0340: a key that no rule can change; `table` is the carousel table it belongs to
    /// (`[[carousel]]` or `[carousel.auto]`), `changeable` what the rule's table can change.
    static func fixedAtBreakpoint(
        _ key: String, of table: String, ruleTable: String, changeable: [String], span: SourceSpan, path: String
    ) -> Diagnostic {
        let name = table == "[[carousel]]" ? "`\(key)`" : "`\(key)` of \(table)"
        return Diagnostic(
            DiagnosticCode.fixedAtBreakpoint,
            message: "\(name) cannot change in a rule: \(ruleTable) can change only "
                + changeable.map { "`\($0)`" }.joined(separator: ", "),
            span: span, path: path,
            help: "write `\(key)` on the carousel itself, where it holds at every window size",
            notes: [
                "kind, axis, infinite, items and the other keys outside that list hold at every window size, "
                    + "so a resize never rebuilds the carousel (docs/spec.md, Responsive rules)"
            ])
    }
}
