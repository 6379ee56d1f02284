/// What completion needs beyond the text: where the spec lives and how to list folders.
public struct CompletionContext: Sendable {
    /// The folder of the spec file, which relative `image` and `font` paths start from; nil for
    /// an unsaved document (then only absolute paths are completed).
    public var specDirectory: String?
    /// Lists folders for path completion; nil disables it.
    public var lister: (any PathLister)?
    /// Where the documentation's links to docs/spec.md point (a `file://` URL into a checkout,
    /// say); nil for the published page.
    public var specDocsURL: String?

    /// A context with the given folder, lister and docs location.
    public init(specDirectory: String? = nil, lister: (any PathLister)? = nil, specDocsURL: String? = nil) {
        self.specDirectory = specDirectory
        self.lister = lister
        self.specDocsURL = specDocsURL
    }
}
