import SourceDiagnostics

extension SpecReader {
    /// E0340 for a key of `[[carousel]]` (or of one of its tables) written in a `[[carousel.when]]`
    /// rule that cannot change it; nil when `descriptor` is not a rule's table or the key is no
    /// carousel key at all (then it is an unknown key, with did-you-mean).
    static func fixedAtBreakpoint(
        _ key: String, in descriptor: TableDescriptor, span: SourceSpan, path: String
    ) -> Diagnostic? {
        guard let source = ResponsiveSchema.source(of: descriptor), source.index(of: key) != nil else { return nil }
        return SpecMessages.fixedAtBreakpoint(
            key, of: source.title, ruleTable: descriptor.title, changeable: ResponsiveSchema.changeable(in: descriptor),
            span: span, path: path)
    }
}
