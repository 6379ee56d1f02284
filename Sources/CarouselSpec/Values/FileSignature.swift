/// Checks that a referenced file exists and is what its extension says, through a
/// ``SpecFileSystem`` (the checks never touch the disk themselves).
enum FileSignature {
    /// Image formats a spec may reference, with their extensions and leading magic bytes.
    /// PNG's include the first chunk's header (length 13, `IHDR`), which every PNG must start with,
    /// so a file that is only the 8-byte signature followed by anything else is refused too.
    static let imageFormats: [(name: String, extensions: [String], magic: [UInt8])] = [
        (
            "PNG", ["png"],
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52]
        ),
        ("JPEG", ["jpg", "jpeg"], [0xFF, 0xD8, 0xFF]),
        ("BMP", ["bmp"], [0x42, 0x4D]),
    ]
    /// Font extensions with their accepted leading bytes (TrueType 1.0, `true`, `OTTO`, `ttcf`).
    static let fontExtensions = ["ttf", "otf"]
    static let fontMagics: [[UInt8]] = [
        [0x00, 0x01, 0x00, 0x00], Array("true".utf8), Array("OTTO".utf8), Array("ttcf".utf8),
    ]

    /// What is wrong with a referenced file.
    enum Problem: Error, Equatable {
        case unsupportedExtension(String)
        case notFound
        case isDirectory
        case unreadable
        /// The file's first bytes do not match the format its extension names.
        case wrongContent(format: String)
        /// The image is wider or taller than ``FileSignature/maxImageSide`` pixels.
        case imageTooLarge(width: Int, height: Int)
    }

    /// The lower-cased extension of a path ("" when none).
    static func pathExtension(_ path: String) -> String {
        guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: "."), dot != name.startIndex
        else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// Checks an image path (already resolved).
    /// A folder is named as one whatever its name ends with (`photos`, `shots.png/`).
    static func checkImage(_ path: String, in fileSystem: any SpecFileSystem) -> Problem? {
        if fileSystem.kind(of: path) == .folder { return .isDirectory }
        let ext = pathExtension(path)
        guard let format = imageFormats.first(where: { $0.extensions.contains(ext) }) else {
            return .unsupportedExtension(ext)
        }
        if let problem = check(path, magics: [format.magic], format: format.name, in: fileSystem) { return problem }
        let count = format.name == "JPEG" ? jpegSearchBytes : 32
        guard let head = try? fileSystem.readPrefix(path, count: count),
            let size = dimensions(format: format.name, head: head)
        else { return nil }
        return size.width > maxImageSide || size.height > maxImageSide
            ? .imageTooLarge(width: size.width, height: size.height) : nil
    }

    /// Checks a font path (already resolved).
    static func checkFont(_ path: String, in fileSystem: any SpecFileSystem) -> Problem? {
        if fileSystem.kind(of: path) == .folder { return .isDirectory }
        let ext = pathExtension(path)
        guard fontExtensions.contains(ext) else { return .unsupportedExtension(ext) }
        return check(path, magics: fontMagics, format: ext == "otf" ? "OpenType" : "TrueType", in: fileSystem)
    }

    private static func check(_ path: String, magics: [[UInt8]], format: String, in fileSystem: any SpecFileSystem)
        -> Problem?
    {
        switch fileSystem.kind(of: path) {
        case .missing: return .notFound
        case .folder: return .isDirectory
        case .other: return .unreadable
        case .file: break
        }
        guard let head = try? fileSystem.readPrefix(path, count: 16) else { return .unreadable }
        let matches = magics.contains { magic in head.count >= magic.count && Array(head.prefix(magic.count)) == magic }
        return matches ? nil : .wrongContent(format: format)
    }
}
