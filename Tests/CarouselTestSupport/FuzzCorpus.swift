import Foundation

/// The saved inputs of one fuzz target (Tests/Fixtures/fuzz/TARGET, see its README.md), which the
/// target's regression suite replays through the target's own entry.
///
/// Inputs of defects not fixed yet wait in TARGET/open/ and are not replayed.
package struct FuzzCorpus: Sendable {
    /// The fuzz target's name, also its folder's: `toml`, `spec`, `script`, `simulate`, `lsp`.
    package let target: String

    /// The corpus of `target`.
    package init(_ target: String) { self.target = target }

    /// Tests/Fixtures/fuzz/TARGET, located from this source file's path.
    package var folder: String {
        var path = #filePath
        for _ in 0..<2 { if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) } }
        return path + "/Fixtures/fuzz/" + target
    }

    /// The saved inputs' names (regular files other than README.md), sorted.
    package func names() throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        return names.filter { name in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
            return exists && !isFolder.boolValue && name != "README.md"
        }
    }

    /// Runs every saved input through `entry`, in name order, and returns the names it ran (none
    /// when the folder is empty: the caller expects some).
    package func replay(through entry: ([UInt8]) -> Void) throws -> [String] {
        let names = try names()
        for name in names {
            entry(try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))))
        }
        return names
    }
}
