import SourceDiagnostics
import TOML

extension ItemSourcePass {
    /// Deepest folder a `files` glob with `**` (or without a `/`) walks into, below its base.
    static let maxFolderDepth = 16
    /// Most folder entries one glob looks at (a glob over a huge tree stops with an error).
    static let maxFolderEntries = 200_000

    /// One picture per file matching the glob `written`, sorted by path; nil (reported) when
    /// the glob is not one, leaves the project, or matches nothing.
    mutating func folderItems(_ written: String, span: SourceSpan, path: String, itemsPath: String) -> [SpecTable]? {
        let key = SpecSchema.SourceKeys.files.key
        let (base, patternText) = Self.split(glob: written)
        let pattern: GlobPattern
        do throws(GlobError) {
            pattern = try GlobPattern(patternText)
        } catch {
            diagnostics.append(SpecMessages.sourceBadGlob(written, reason: error.reason, span: span, path: path))
            return nil
        }
        let folder = files.resolve(base)
        guard let root = inProject(folder, key: key, written: written, span: span, at: path) else { return nil }
        readPaths.append(folder)
        let anchoredDepth =
            patternText.contains("**") || !patternText.hasPrefix("/")
            ? Self.maxFolderDepth : patternText.split(separator: "/").count
        var matches: [String] = []
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        var visited = 0
        let extensions = Set(FileSignature.imageFormats.flatMap(\.extensions))
        while let (relative, depth) = pending.popLast() {
            let names: [String]
            do throws(FileReadError) {
                names = try files.fileSystem.contents(ofFolder: relative.isEmpty ? root : PathName.join(root, relative))
            } catch {
                if relative.isEmpty {
                    diagnostics.append(
                        SpecMessages.sourceUnreadable(key, written: base, problem: error, span: span, path: path))
                    return nil
                }
                continue
            }
            for name in names {
                visited += 1
                guard visited <= Self.maxFolderEntries else {
                    diagnostics.append(
                        SpecMessages.sourceTooManyItems(
                            key, count: visited, limit: Self.maxItems, span: span, path: path))
                    return nil
                }
                let child = relative.isEmpty ? name : relative + "/" + name
                let full = PathName.join(root, child)
                switch files.fileSystem.kind(of: full) {
                case .folder where depth + 1 < anchoredDepth: pending.append((child, depth + 1))
                case .file:
                    let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
                    if name.contains("."), extensions.contains(ext), pattern.matches(child) { matches.append(child) }
                default: break
                }
            }
        }
        guard !matches.isEmpty else {
            diagnostics.append(SpecMessages.sourceMatchesNothing(written, span: span, path: path))
            return nil
        }
        guard matches.count <= Self.maxItems else {
            diagnostics.append(
                SpecMessages.sourceTooManyItems(key, count: matches.count, limit: Self.maxItems, span: span, path: path)
            )
            return nil
        }
        matches.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        var reader = SpecReader(file: specFile, files: files)
        var items: [SpecTable] = []
        for (index, match) in matches.enumerated() {
            // A link inside the folder may point out of the project: such a file is never read.
            guard inProject(PathName.join(root, match), key: key, written: written, span: span, at: path) != nil else {
                return nil
            }
            let entries = [
                TOMLEntry(
                    key: TOMLKey(name: "title", span: span),
                    value: TOMLValue(.string(Self.title(ofFile: match)), span: span)),
                TOMLEntry(
                    key: TOMLKey(name: "image", span: span),
                    value: TOMLValue(.string(PathName.join(folder, match)), span: span)),
            ]
            items.append(
                reader.readTable(
                    TOMLTable(entries: entries, span: span, origin: .inline), descriptor: SpecSchema.item,
                    path: itemsPath, index: index, span: span))
        }
        diagnostics += reader.diagnostics
        return reader.diagnostics.contains { $0.severity == .error } ? nil : items
    }

    /// A glob split into the folder of its leading plain segments (`../Assets/images`) and the
    /// pattern matched below it, anchored there (`/*.png`); a glob without `/` stays unanchored
    /// (a file name in any folder below the spec's, as in `.carousel-lint.toml`).
    static func split(glob: String) -> (base: String, pattern: String) {
        guard glob.contains("/") else { return (".", glob) }
        var parts = glob.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var base: [String] = []
        while parts.count > 1, let first = parts.first, !first.contains(where: { "*?[\\{".contains($0) }) {
            base.append(first)
            parts.removeFirst()
        }
        let folder = base.joined(separator: "/")
        return (
            glob.hasPrefix("/") ? (folder.isEmpty ? "/" : folder) : (folder.isEmpty ? "." : folder),
            "/" + parts.joined(separator: "/")
        )
    }

    /// `sunrise-over_the-bay.png` -> `sunrise over the bay`.
    static func title(ofFile path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        return String(stem.map { $0 == "-" || $0 == "_" ? " " : $0 })
    }
}
