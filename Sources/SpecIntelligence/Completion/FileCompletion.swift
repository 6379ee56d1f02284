import CarouselSpec
import SourceDiagnostics

/// Paths for `image` and `font` keys, listed through the caller's ``PathLister``, relative to the
/// spec's folder and filtered by the extensions the key accepts.
struct FileCompletion {
    let site: CompletionSite

    func candidates(for key: FieldDescriptor, contentStart: Int) -> [CompletionCandidate] {
        guard let lister = site.context.lister else { return [] }
        let bytes = site.bytes
        let typed = Array(bytes[contentStart..<site.cursor])
        let slash = typed.lastIndex(of: UInt8(ascii: "/"))
        let folderPart = slash.map { String(decoding: typed[...$0], as: UTF8.self) } ?? ""
        let nameStart = contentStart + (slash.map { $0 + 1 } ?? 0)
        let span = site.quotedSpan(from: nameStart, contentStart: contentStart, stoppingAt: UInt8(ascii: "/"))
        guard let folder = Self.folder(folderPart, specDirectory: site.context.specDirectory) else { return [] }
        let typedName = String(decoding: typed[(slash.map { $0 + 1 } ?? 0)...], as: UTF8.self)
        let extensions = key.type.fileExtensions
        let entries = lister.entries(in: folder).filter { entry in
            if entry.name.isEmpty || entry.name.contains("/") { return false }
            if entry.name.hasPrefix("."), !typedName.hasPrefix(".") { return false }
            return entry.isDirectory || extensions.contains(PathText.fileExtension(of: entry.name))
        }
        let sorted = entries.sorted { ($0.isDirectory ? 0 : 1, $0.name) < ($1.isDirectory ? 0 : 1, $1.name) }
        return sorted.map { entry in
            let path = folderPart + entry.name + (entry.isDirectory ? "/" : "")
            return CompletionCandidate(
                label: entry.name + (entry.isDirectory ? "/" : ""), kind: .file,
                detail: entry.isDirectory ? "folder" : Self.kindName(key),
                documentation: "`\(path)`, relative to the spec's folder",
                insertText: entry.name + (entry.isDirectory ? "/" : ""),
                replaceSpan: span)
        }
    }

    /// The folder to list: `typed` (up to its last slash) from the spec's folder, or absolute.
    static func folder(_ typed: String, specDirectory: String?) -> String? {
        if typed.hasPrefix("/") { return PathText.normalized(typed) }
        guard let specDirectory, !specDirectory.isEmpty else { return nil }
        if typed.isEmpty { return specDirectory }
        let base = specDirectory.hasSuffix("/") ? specDirectory : specDirectory + "/"
        return PathText.normalized(base + typed)
    }

    static func kindName(_ key: FieldDescriptor) -> String {
        if case .fontPath = key.type { return "font" }
        return "image"
    }
}
