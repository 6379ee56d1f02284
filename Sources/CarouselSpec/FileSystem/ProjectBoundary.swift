/// The folder trees a spec may read referenced files from (bases, item sources).
///
/// Specs arrive in pull requests, so a file a spec names is untrusted input and a reference is
/// a way out of the project: a file outside every root is refused before it is read, and no
/// diagnostic quotes a line of it.
public struct ProjectBoundary: Sendable, Hashable {
    /// Absolute, normalised folder paths (symlinks resolved).
    public var roots: [String]

    /// A boundary of the folder trees `roots` (absolute, normalised, symlinks resolved).
    public init(roots: [String]) {
        self.roots = roots
    }

    /// True when `path` (absolute; symlinks resolved by the caller's file system) lies in a root.
    public func contains(_ path: String) -> Bool {
        let path = PathName.normalized(path)
        return roots.contains { root in
            root == "/" || path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        }
    }

    /// The name of the project config whose folder is the project (the lint config).
    public static let configName = ".carousel-lint.toml"

    /// The boundary of the spec at `specPath` (absolute): the folder of the nearest
    /// `.carousel-lint.toml` at or above the spec's folder, else the spec's own folder tree.
    /// Folders are looked at through `fileSystem`, with symlinks resolved.
    public static func of(specAt specPath: String, in fileSystem: any SpecFileSystem) -> ProjectBoundary {
        of(specFolder: PathName.folder(of: PathName.normalized(specPath)), in: fileSystem)
    }

    /// The boundary of a spec in the folder `specFolder` (absolute); see ``of(specAt:in:)``.
    public static func of(specFolder: String, in fileSystem: any SpecFileSystem) -> ProjectBoundary {
        let specFolder = fileSystem.canonicalPath(PathName.normalized(specFolder))
        var folder = specFolder
        while true {
            if fileSystem.kind(of: PathName.join(folder, configName)) != .missing {
                return ProjectBoundary(roots: [folder])
            }
            guard folder != "/" else { break }
            folder = PathName.folder(of: folder)
        }
        return ProjectBoundary(roots: [specFolder])
    }
}
