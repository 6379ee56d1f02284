import SpecIntelligence

#if canImport(Glibc)
    import Glibc
#endif

/// Lists folders on the disk for the language server's path completion (`image`, `font`).
struct DiskPathLister: PathLister {
    /// At most this many entries per folder, so a huge folder cannot stall completion.
    static let maximumEntries = 2_000

    /// The entries of `directory` (symbolic links followed), without `.` and `..`; empty when unreadable.
    func entries(in directory: String) -> [PathEntry] {
        guard let stream = opendir(directory.isEmpty ? "." : directory) else { return [] }
        defer { closedir(stream) }
        var entries: [PathEntry] = []
        while entries.count < Self.maximumEntries, let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String in
                let bytes = raw.prefix { $0 != 0 }
                return String(decoding: bytes, as: UTF8.self)
            }
            if name == "." || name == ".." || name.isEmpty { continue }
            let type = entry.pointee.d_type
            let isDirectory: Bool
            if type == UInt8(DT_DIR) {
                isDirectory = true
            } else if type == UInt8(DT_REG) {
                isDirectory = false
            } else {
                isDirectory = FileReader.kind(of: directory + "/" + name) == .directory
            }
            entries.append(PathEntry(name: name, isDirectory: isDirectory))
        }
        return entries
    }
}
