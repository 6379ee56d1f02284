/// One entry of a directory listing: a name and whether it is a folder.
public struct PathEntry: Sendable, Hashable {
    /// The entry's name (no slashes).
    public var name: String
    /// True for a folder.
    public var isDirectory: Bool

    /// An entry with the given name.
    public init(name: String, isDirectory: Bool) {
        self.name = name
        self.isDirectory = isDirectory
    }
}

/// Lists directories for path completion; the caller implements it (the disk in the language
/// server, a dictionary in tests), so this module never touches the file system itself.
public protocol PathLister: Sendable {
    /// The entries of `directory` (an absolute or caller-relative path); empty when it cannot be read.
    func entries(in directory: String) -> [PathEntry]
}

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
