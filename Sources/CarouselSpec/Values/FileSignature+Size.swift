extension FileSignature {
    /// Width and height in pixels of the image at the resolved `path`, read from its header (no
    /// decoding); nil when the file is not a readable image of a known format or its header does
    /// not give a size.
    static func imageSize(_ path: String, in fileSystem: any SpecFileSystem) -> (width: Int, height: Int)? {
        let ext = pathExtension(path)
        guard let format = imageFormats.first(where: { $0.extensions.contains(ext) }) else { return nil }
        let count = format.name == "JPEG" ? jpegSearchBytes : 32
        guard let head = try? fileSystem.readPrefix(path, count: count),
            let size = dimensions(format: format.name, head: head), size.width > 0, size.height > 0
        else { return nil }
        return size
    }
}
