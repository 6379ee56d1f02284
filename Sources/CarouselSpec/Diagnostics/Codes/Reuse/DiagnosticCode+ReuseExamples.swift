extension DiagnosticCode {
    /// A one-carousel spec that extends `base` (written as is), for the reuse codes' examples.
    /// Examples compile from Configs/, where `themes/studio.carousel.toml` is a clean theme.
    static func extendingSpec(_ base: String?) -> String {
        (base.map { "extends = \"\($0)\"\n\n" } ?? "") + spec("")
    }
}
