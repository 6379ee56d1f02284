import Foundation
import Testing

/// Every input the `script` fuzz target ever crashed, leaked, hung or ran out of memory on
/// (Tests/Fixtures/fuzz/script, minimised) goes through the target's own entry again: none may trap.
///
/// Inputs of defects not fixed yet wait in Tests/Fixtures/fuzz/script/open/ and are not replayed
/// (see Tests/Fixtures/fuzz/README.md); move them up one folder with the fix.
@Suite struct ScriptFuzzRegressionTests {
    /// Tests/Fixtures/fuzz/script, located from this source file's path.
    static var folder: String {
        var path = #filePath
        for _ in 0..<2 { if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) } }
        return path + "/Fixtures/fuzz/script"
    }

    /// The saved inputs (regular files other than README.md), sorted by name.
    static func inputs() throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        return names.filter { name in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
            return exists && !isFolder.boolValue && name != "README.md"
        }
    }

    @Test func everySavedInputRunsWithoutTrapping() throws {
        let names = try Self.inputs()
        #expect(!names.isEmpty, "no saved inputs in \(Self.folder)")
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)))
            ScriptFuzzEntry.run(bytes)
        }
    }

    @Test func theFixedSpecCompiles() {
        #expect(ScriptFuzzEntry.spec?.scene.carousels.count == 5)
    }
}
