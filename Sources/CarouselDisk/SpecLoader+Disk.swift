import CarouselSpec

extension SpecLoader {
    /// A loader of specs on the real disk, relative paths starting at `workingDirectory` (default:
    /// the process's working folder); `glyphCoverage` answers which characters this machine's
    /// fonts draw (nil: W0420 is not checked).
    ///
    /// `SpecLoader.disk().load(path: "lobby.carousel.toml")` gives the resolved spec with its
    /// warnings, or the diagnostics that say why it cannot be used (docs/embed.md).
    public static func disk(
        workingDirectory: String = DiskFileSystem.workingDirectory(), glyphCoverage: (any GlyphCoverage)? = nil
    ) -> SpecLoader {
        SpecLoader(fileSystem: DiskFileSystem(), workingDirectory: workingDirectory, glyphCoverage: glyphCoverage)
    }
}
