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
    /// The file (or stream) grew past `limit` bytes while it was read.
    case grewTooLarge(limit: Int)
    /// Another failure, with the system's reason in a few words (with a hint where there is one).
    case failed(reason: String)

    /// One line, naming `path`, that says what is wrong with a spec file and how to fix it.
    /// Every command words an unreadable spec with this (see ``SpecLoadFailure``).
    public func message(path: String) -> String {
        message(path: path, noun: "spec file", example: "a .carousel.toml file")
    }

    /// One line, naming `path`, that says what is wrong with a file of the kind `noun`
    /// ("spec file", "input script", "TOML file"); `example` completes "give the path of ...".
    public func message(path: String, noun: String, example: String) -> String {
        switch self {
        case .missing: return "cannot read '\(path)': no such file or directory"
        case .failed(let reason): return "cannot read '\(path)': \(reason)"
        case .folder:
            let article = noun.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            return "'\(path)' is a directory, not \(article) \(noun); give the path of \(example)"
        case .notRegularFile:
            return "'\(path)' is not a regular file (a FIFO, device or socket is never read); "
                + "give the path of \(example)"
        case .tooLarge(let bytes, let limit):
            return
                "'\(path)' is \(Self.size(bytes)); \(noun)s are limited to \(Self.size(limit)) (is it the right file?)"
        case .grewTooLarge(let limit): return "'\(path)' grew past \(Self.size(limit)) while being read"
        }
    }

    /// `100 MiB`, or `512 KiB` for sizes under a mebibyte.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1_048_576 { return "\(Int((Double(bytes) / 1_048_576).rounded())) MiB" }
        return "\(Int((Double(bytes) / 1024).rounded())) KiB"
    }
}
