import SourceDiagnostics

// E0391 (error).
// Emitted by: Sources/CarouselSpec/Inheritance/SpecBaseChain.swift.
extension DiagnosticCode {
    /// A chain of `extends` that does not end: a cycle, or deeper than the limit.
    public static let baseCycle = DiagnosticCode(
        "E0391", "extends cycle or chain too deep",
        """
        A spec cannot extend itself, and bases cannot extend each other round in a cycle \
        (`a` extends `b`, `b` extends `a`): every chain of `extends` must end at a spec that \
        extends nothing, at most 8 files deep (docs/limits.md), so an untrusted chain cannot make \
        `check` read without end. Remove `extends` from one of them, or merge themes. (The \
        example's spec is named `test.carousel.toml`: it extends itself.)
        """,
        wrong: "extends = \"test.carousel.toml\"\n\n" + spec(""),
        right: extendingSpec(nil))
}

/// The message of E0391.
extension SpecMessages {
    /// E0391: the chain is deeper than `limit` files.
    static func baseChainTooDeep(limit: Int, span: SourceSpan) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.baseCycle,
            message: "the chain of `extends` from here is deeper than \(limit) files", span: span, path: "extends",
            help: "merge some of the themes: a chain may be at most \(limit) files deep")
    }

    /// E0391: the chain of files (display paths) ends where it started.
    static func baseCycle(_ chain: [String], span: SourceSpan) -> Diagnostic {
        let own = chain.count <= 2
        return Diagnostic(
            DiagnosticCode.baseCycle,
            message: own
                ? "the spec extends itself"
                : "`extends` forms a cycle: " + chain.map { "`\($0)`" }.joined(separator: " -> "),
            span: span, path: "extends",
            help: "remove `extends` from one of them: a chain of bases must end at a file that extends nothing")
    }
}
