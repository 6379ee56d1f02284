import SourceDiagnostics
import TOML

/// The folder trees a spec may read referenced files from (bases, item sources).
///
/// Specs arrive in pull requests: a path in one is untrusted, and a reference is a way out of the
/// checkout. The project is the folder of the nearest `.carousel-lint.toml` at or above the spec,
/// else the spec's own folder tree; that config's `project-roots` adds folders (relative to the
/// config's folder). Every root and every tested path has its symbolic links resolved first, so a
/// link inside the project that points outside it is outside.
public struct ProjectBoundary: Sendable, Hashable {
    /// Absolute, normalised folder paths (symlinks resolved).
    public var roots: [String]

    /// A boundary of `roots` (absolute folders, symbolic links already resolved).
    public init(roots: [String]) {
        self.roots = roots.map(PathName.normalized)
    }

    /// True when `path` (absolute; symlinks resolved by the caller's file system) lies in a root.
    public func contains(_ path: String) -> Bool {
        let path = PathName.normalized(path)
        guard path.hasPrefix("/") else { return false }
        return roots.contains { root in
            root == "/" || path == root || path.hasPrefix(root + "/")
        }
    }

    /// The name of the project config, looked for in the spec's folder and every folder above it.
    public static let configFileName = ".carousel-lint.toml"

    /// The project config's key that widens the project: an array of folders, relative to the
    /// config's folder (or absolute). `LintConfigReader` checks its type; this type gives it meaning.
    public static let rootsKey = "project-roots"

    /// The boundary of a spec in `folder` (absolute): the nearest project config's folder and its
    /// `project-roots`, else `folder` itself; every root resolved through `fileSystem`.
    public static func forSpec(inFolder folder: String, fileSystem: any SpecFileSystem) -> ProjectBoundary {
        let start = PathName.normalized(folder)
        var current = start
        while true {
            let candidate = PathName.join(current, configFileName)
            if fileSystem.kind(of: candidate) != .missing {
                let extra = widening(configAt: candidate, fileSystem: fileSystem).map {
                    PathName.resolve($0, against: current, workingDirectory: current)
                }
                return ProjectBoundary(roots: ([current] + extra).map { fileSystem.realPath($0) })
            }
            if current == "/" { break }
            current = PathName.folder(of: current)
        }
        return ProjectBoundary(roots: [fileSystem.realPath(start)])
    }

    /// The folders the config at `path` adds (`project-roots`); none when it cannot be read or
    /// the key is not an array of strings (`check` reports a bad config itself).
    static func widening(configAt path: String, fileSystem: any SpecFileSystem) -> [String] {
        guard fileSystem.kind(of: path) == .file, let bytes = try? fileSystem.read(path) else { return [] }
        let parsed = TOMLDocumentParser.parse(SourceFile(path: path, bytes: bytes))
        guard parsed.isValid else { return [] }
        for entry in parsed.root.entries where entry.key.name == rootsKey {
            guard case .array(let elements, _) = entry.value.kind else { return [] }
            return elements.compactMap { element in
                if case .string(let text) = element.kind, !text.isEmpty { return text }
                return nil
            }
        }
        return []
    }
}
