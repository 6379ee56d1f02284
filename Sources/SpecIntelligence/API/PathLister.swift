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
