/// Where the files a spec names (images, fonts) are looked for: relative to the spec's folder,
/// made absolute against the working folder, checked through the file system passed in.
struct ReferencedFiles: Sendable {
    /// The file system the checks read.
    let fileSystem: any SpecFileSystem
    /// The spec's folder, where relative paths start (may itself be relative).
    let baseDirectory: String
    /// The absolute folder that relative folders start from.
    let workingDirectory: String

    /// The absolute, normalised path of `written`.
    func resolve(_ written: String) -> String {
        PathName.resolve(written, against: baseDirectory, workingDirectory: workingDirectory)
    }

    /// What is wrong with the image at the resolved `path`, if anything.
    func checkImage(_ path: String) -> FileSignature.Problem? {
        FileSignature.checkImage(path, in: fileSystem)
    }

    /// What is wrong with the font at the resolved `path`, if anything.
    func checkFont(_ path: String) -> FileSignature.Problem? {
        FileSignature.checkFont(path, in: fileSystem)
    }
}
