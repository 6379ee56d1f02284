import Foundation
import Testing

/// Package.swift against the code: each target declares exactly the package targets its
/// sources import, so a dependency that is no longer used (or one that is used without being
/// declared, which only builds by the accident of another target's link) is caught.
@Suite struct ImportGraphTests {
    /// The package targets that `files` import (`import X`, `@testable import X`,
    /// `internal import X`, `@_implementationOnly import X`, inside `#if` or not).
    static func imports(in files: [(path: String, text: String)], among targets: Set<String>) -> Set<String> {
        let statement = try! Regex(
            #"^\s*(?:@[A-Za-z_]+\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+([A-Za-z0-9_]+)"#)
        var found: Set<String> = []
        for file in files {
            for line in file.text.split(separator: "\n") where line.contains("import") {
                guard let match = line.firstMatch(of: statement), let name = match.output[1].substring else { continue }
                if targets.contains(String(name)) { found.insert(String(name)) }
            }
        }
        return found
    }

    @Test func theImportReaderFindsEachForm() {
        let text = "import A\n    import B\n@testable import C\ninternal import D\n// import E\nlet importF = 1\n"
        let found = Self.imports(in: [("x.swift", text)], among: ["A", "B", "C", "D", "E", "F"])
        #expect(found == ["A", "B", "C", "D"])
    }

    @Test func everyTargetDeclaresExactlyWhatItImports() {
        let package = ArchitectureTests.packageGraph()
        let targets = Set(package.keys)
        #expect(targets.count >= 8, "could not read the targets of Package.swift")
        for module in ArchitectureTests.modules {
            guard let declared = package[module] else { continue }
            let imported = Self.imports(in: ArchitectureTests.sources(of: module), among: targets)
            let unused = declared.subtracting(imported).sorted()
            let undeclared = imported.subtracting(declared).subtracting([module]).sorted()
            #expect(unused.isEmpty, "\(module) declares \(unused) in Package.swift but imports none of them")
            #expect(undeclared.isEmpty, "\(module) imports \(undeclared) without declaring them in Package.swift")
        }
    }
}
