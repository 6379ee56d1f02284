import CarouselSpec

extension SpecLoader {
    /// The built-in showcase (every kind on one screen), compiled from the text embedded in the binary.
    ///
    /// Its image paths are relative to the repository's `Configs/` folder; when the binary runs
    /// away from the repository the images are left out (the cards keep their colours).
    public func loadShowcase() -> Result<LoadedSpec, SpecLoadFailure> {
        let configs = FontLibrary.repositoryRoot().map { $0 + "/Configs" } ?? workingDirectory
        let name = "showcase.carousel.toml"
        let first = load(text: ShowcaseSpec.text, name: name, baseDirectory: configs)
        guard case .failure = first else { return first }
        let withoutImages = ShowcaseSpec.text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("image = ") }.joined(separator: "\n")
        return load(text: withoutImages, name: name, baseDirectory: configs)
    }
}
