import FontFiles
import HostSystem

/// Answers "can some available font draw this character?" from the font files themselves: the
/// spec's own font, the bundled fonts, then the fonts of the system folders (read in path order,
/// each once, only as far as needed to find a character the first ones lack). Safe to share
/// between threads.
public final class FontCoverageIndex: Sendable {
    private struct State {
        var faces: [String: [FontFileFace]] = [:]
        /// System font files not read yet (nil until the folders are listed), and the faces read.
        var unreadFiles: [String]?
        var systemFaces: [FontFileFace] = []
        var answers: [Unicode.Scalar: Bool] = [:]
    }

    private let bundled: [String]
    private let systemFolders: [String]
    private let state = LockedValue(State())

    /// An index over the `bundled` font files and the fonts under `systemFolders`.
    public init(bundled: [String] = BundledFonts.files(), systemFolders: [String] = SystemFontFolders.folders()) {
        self.bundled = bundled
        self.systemFolders = systemFolders
    }

    /// True when `customFont` (a spec's `window.font`, if any), a bundled font or a system font has a
    /// glyph for `scalar`.
    public func canDraw(_ scalar: Unicode.Scalar, customFont: String?) -> Bool {
        state.withLock { state in
            if let customFont, Self.faces(of: customFont, cache: &state.faces).contains(where: { $0.covers(scalar) }) {
                return true
            }
            if let known = state.answers[scalar] { return known }
            var found = bundled.contains { path in
                Self.faces(of: path, cache: &state.faces).contains { $0.covers(scalar) }
            }
            if !found { found = state.systemFaces.contains { $0.covers(scalar) } }
            if !found {
                // Read further system fonts only until one has it (a missing character reads them all, once).
                var unread = state.unreadFiles ?? SystemFontFolders.fontFiles(in: systemFolders).reversed()
                while !found, let path = unread.popLast() {
                    let faces = FontFileLoader.faces(at: path)
                    state.systemFaces += faces
                    found = faces.contains { $0.covers(scalar) }
                }
                state.unreadFiles = unread
            }
            state.answers[scalar] = found
            return found
        }
    }

    private static func faces(of path: String, cache: inout [String: [FontFileFace]]) -> [FontFileFace] {
        if let faces = cache[path] { return faces }
        let faces = FontFileLoader.faces(at: path)
        cache[path] = faces
        return faces
    }
}
