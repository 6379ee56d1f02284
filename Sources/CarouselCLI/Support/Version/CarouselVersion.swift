import CBuildInfo

/// The version of `carousel`: the one place its number is written. The Makefile reads it from
/// `carousel --version` (for `make deb`), the man pages print it in their footer.
enum CarouselVersion {
    /// The release number (semantic versioning).
    static let number = "0.22.0"

    /// The git commit the binary was built from, or "unknown commit" when it was not built by
    /// the Makefile from a git checkout.
    static var commit: String {
        let text = String(cString: carousel_build_commit())
        return text.isEmpty ? "unknown commit" : text
    }

    /// `carousel 0.22.0 (0123456789ab)`: what `carousel --version` prints.
    static var line: String { "carousel \(number) (\(commit))" }
}
