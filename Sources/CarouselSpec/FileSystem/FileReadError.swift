/// Why a file could not be read.
public enum FileReadError: Error, Sendable, Equatable {
    /// Nothing is at the path.
    case missing
    /// The path names a folder.
    case folder
    /// The path names something that is neither a file nor a folder (a FIFO, a device).
    case notRegularFile
    /// The file is larger than `limit` bytes.
    case tooLarge(bytes: Int, limit: Int)
    /// The file grew past `limit` bytes while it was read.
    case grewTooLarge(limit: Int)
    /// Another failure, with the system's reason in a few words (with a hint where there is one).
    case failed(reason: String)

    /// One line, naming `path`, that says what is wrong with a spec file and how to fix it.
    /// Every command words an unreadable spec with this (see ``SpecLoadFailure``).
    public func message(path: String) -> String {
        switch self {
        case .missing: return "cannot read '\(path)': no such file or directory"
        case .failed(let reason): return "cannot read '\(path)': \(reason)"
        case .folder: return "'\(path)' is a directory, not a spec file; give the path of a .carousel.toml file"
        case .notRegularFile: return "'\(path)' is not a regular file; give the path of a .carousel.toml file"
        case .tooLarge(let bytes, let limit):
            let mebibytes = (Double(bytes) / 1_048_576).rounded()
            return
                "'\(path)' is \(Int(mebibytes)) MiB; spec files are limited to \(limit / 1_048_576) MiB (is it the right file?)"
        case .grewTooLarge(let limit): return "'\(path)' grew past \(limit / 1_048_576) MiB while being read"
        }
    }
}
