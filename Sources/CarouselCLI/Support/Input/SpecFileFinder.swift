import CarouselSpec

#if canImport(Glibc)
    import Glibc
#endif

/// Turns the PATH arguments of `carousel check` into a sorted list of spec files.
///
/// A file given by name is taken whatever its name; a folder is searched recursively for
/// `*.carousel.toml`, skipping hidden entries (`.git`, `.build`) and not following symbolic
/// links to folders (no cycles). A `*.carousel.toml` there that is a FIFO, device or socket (or
/// a link to one) is reported, not skipped.
enum SpecFileFinder {
    /// The suffix of spec files found in folders.
    static let suffix = ".carousel.toml"

    /// Every spec file under `paths`, sorted by path and without duplicates, and one message per
    /// PATH that is missing, is neither a file nor a folder, or is a folder without spec files,
    /// per folder inside them that cannot be opened and per `*.carousel.toml` in them that is
    /// not a regular file (never skipped silently: a CI run must not pass a tree it could not read).
    /// `suffix` names the files a folder is searched for (behaviour tests: `.carousel-test.toml`).
    static func collect(_ paths: [String], suffix: String = suffix) -> (files: [String], problems: [String]) {
        var found = Set<String>()
        var problems: [String] = []
        for path in paths {
            switch FileReader.kind(of: path) {
            case .regular: found.insert(path)
            case .directory:
                let (files, unreadable) = walk(path, suffix: suffix)
                problems += unreadable
                if files.isEmpty, unreadable.isEmpty { problems.append("no *\(suffix) files in '\(path)'") }
                found.formUnion(files)
            case .other: problems.append("'\(path)' is not a regular file or a folder")
            case .missing(let code):
                problems.append(
                    code == ENOENT ? "'\(path)' does not exist" : "cannot read '\(path)': \(FileReader.reason(code))")
            }
        }
        let files = found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        return (files, problems)
    }

    /// Spec files under the folder `root`, depth first, and one message per folder that could
    /// not be opened or `*.carousel.toml` that is not a regular file.
    private static func walk(_ root: String, suffix: String) -> (files: [String], problems: [String]) {
        var results: [String] = []
        var problems: [String] = []
        var pending = [root]
        while let folder = pending.popLast() {
            guard let handle = opendir(folder) else {
                problems.append("cannot open the folder '\(folder)': \(folderReason(errno))")
                continue
            }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name.hasPrefix(".") { continue }
                let path = folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
                var type = entry.pointee.d_type
                if type == UInt8(DT_UNKNOWN) || type == UInt8(DT_LNK) { type = resolvedType(path) }
                if type == UInt8(DT_DIR) {
                    pending.append(path)
                } else if name.hasSuffix(suffix), type == UInt8(DT_REG) {
                    results.append(path)
                } else if name.hasSuffix(suffix), type != UInt8(DT_LNK), type != UInt8(DT_UNKNOWN) {
                    problems.append(FileReadError.notRegularFile.message(path: path))
                }
            }
        }
        return (results, problems)
    }

    /// Why a folder could not be opened, with a hint.
    private static func folderReason(_ code: Int32) -> String {
        code == EACCES || code == EPERM
            ? "permission denied (check the folder's read and search permissions)" : FileReader.reason(code)
    }

    /// The type of `path` for entries whose type `readdir` did not say. Links to files count as
    /// files, links to folders are not followed (`DT_LNK`), a link to anything else has the
    /// type of its target, and a dangling link counts as a file so that reading it reports the
    /// problem instead of skipping it silently.
    private static func resolvedType(_ path: String) -> UInt8 {
        var info = stat()
        guard lstat(path, &info) == 0 else { return UInt8(DT_UNKNOWN) }
        if info.st_mode & S_IFMT == S_IFLNK {
            guard stat(path, &info) == 0 else { return UInt8(DT_REG) }
            return info.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_LNK) : type(of: info.st_mode)
        }
        return type(of: info.st_mode)
    }

    /// The `readdir` type of a file mode (`DT_UNKNOWN` for a kind it has no name for).
    private static func type(of mode: mode_t) -> UInt8 {
        switch mode & S_IFMT {
        case S_IFDIR: return UInt8(DT_DIR)
        case S_IFREG: return UInt8(DT_REG)
        case S_IFIFO: return UInt8(DT_FIFO)
        case S_IFCHR: return UInt8(DT_CHR)
        case S_IFBLK: return UInt8(DT_BLK)
        case S_IFSOCK: return UInt8(DT_SOCK)
        default: return UInt8(DT_UNKNOWN)
        }
    }
}
