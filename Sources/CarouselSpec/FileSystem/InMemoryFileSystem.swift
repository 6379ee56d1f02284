/// Files held in memory, by absolute path: for tests, and for an editor that compiles unsaved text.
public struct InMemoryFileSystem: SpecFileSystem {
    /// The files, by normalised absolute path.
    public var files: [String: [UInt8]]
    /// Folders that exist without files in them (folders holding files exist anyway).
    public var folders: Set<String>

    /// Creates a file system holding `files` (keys are absolute paths).
    public init(files: [String: [UInt8]] = [:], folders: Set<String> = []) {
        self.files = [:]
        self.folders = []
        for (path, bytes) in files { self.files[PathName.normalized(path)] = bytes }
        for folder in folders { self.folders.insert(PathName.normalized(folder)) }
    }

    /// What is at `path`: a file, a folder named or holding a file, or nothing.
    public func kind(of path: String) -> FileKind {
        let path = PathName.normalized(path)
        if files[path] != nil { return .file }
        if path == "/" || folders.contains(path) { return .folder }
        let prefix = path + "/"
        let holds = files.keys.contains { $0.hasPrefix(prefix) } || folders.contains { $0.hasPrefix(prefix) }
        return holds ? .folder : .missing
    }

    /// The bytes of the file at `path`.
    public func read(_ path: String) throws(FileReadError) -> [UInt8] {
        if let bytes = files[PathName.normalized(path)] { return bytes }
        throw kind(of: path) == .folder ? .folder : .missing
    }

    /// At most `count` first bytes of the file at `path`.
    public func readPrefix(_ path: String, count: Int) throws(FileReadError) -> [UInt8] {
        Array(try read(path).prefix(count))
    }

    /// The names of the files and folders right inside the folder at `path`.
    public func contents(ofFolder path: String) throws(FileReadError) -> [String] {
        let path = PathName.normalized(path)
        guard kind(of: path) == .folder else { throw kind(of: path) == .missing ? .missing : .notRegularFile }
        let prefix = path == "/" ? "/" : path + "/"
        var names: Set<String> = []
        for entry in Array(files.keys) + Array(folders) where entry.hasPrefix(prefix) {
            if let name = entry.dropFirst(prefix.count).split(separator: "/").first { names.insert(String(name)) }
        }
        return Array(names)
    }
}
