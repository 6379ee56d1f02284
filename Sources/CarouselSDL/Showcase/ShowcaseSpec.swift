/// The built-in showcase spec (placeholder until Configs/showcase.carousel.toml is synced in).
enum ShowcaseSpec {
    /// The text of Configs/showcase.carousel.toml.
    static let text = """
        version = 1
        """
}
