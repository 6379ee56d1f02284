import CarouselSpec
import Foundation
import SourceDiagnostics
import Testing

@testable import CarouselCLI

/// `check --fix` over every fix-it the diagnostics catalog's examples produce: the fixed file
/// checks clean without that code, or the file is left as it was.
@Suite("check --fix over the diagnostics catalog")
struct CheckFixCatalogTests {
    /// Examples compile from Configs/, so `../Assets/images/...` paths resolve.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Configs").path
    static let path = folder + "/example.carousel.toml"

    /// The codes plain `check` reports (the render pass's own need `--render`; the project
    /// config's and the suppressions' go through the lint pass: LintConfigTests' LintCatalogTests).
    static let entries = DiagnosticCatalog.all.filter {
        DiagnosticCode(rawValue: $0.code)?.isRenderPass != true && DiagnosticCode(rawValue: $0.code)?.isLint != true
            && DiagnosticCode(rawValue: $0.code)?.isBehaviourTest != true
    }

    static func check(_ bytes: [UInt8]) -> [Diagnostic] {
        SpecServices.loader.compile(SourceFile(path: path, bytes: bytes), baseDirectory: folder).diagnostics
    }

    @Test(
        "check --fix and --unsafe-fixes on each wrong example: a clean file without the code, or no change",
        arguments: [false, true])
    func firstFixIts(includeUnsafe: Bool) {
        var fixedCodes: [String] = []
        for entry in Self.entries {
            let bytes = Array(entry.wrongExample.utf8)
            let result = FixApplier(check: Self.check, includeUnsafe: includeUnsafe).fix(bytes, path: Self.path)
            if !includeUnsafe {
                #expect(result.applied.allSatisfy { $0.fixIt.safety == .safe }, "\(entry.code): an unsafe fix applied")
            }
            guard result.bytes != bytes else {
                #expect(result.applied.isEmpty, "\(entry.code): fixes reported but the file is unchanged")
                continue
            }
            fixedCodes.append(entry.code)
            let after = Self.check(result.bytes)
            let text = String(decoding: result.bytes, as: UTF8.self)
            #expect(!after.contains { $0.severity == .error }, "\(entry.code) fixed still has errors:\n\(text)")
            #expect(
                !after.contains { $0.code.text == entry.code }, "\(entry.code) still reported after --fix:\n\(text)")
            #expect(after.map(\.code) == result.remaining.map(\.code))
        }
        // Guards against a vacuous pass: these codes have fix-its in their examples (most of
        // them unsafe: a removed key, a clamped value).
        #expect(fixedCodes.count >= (includeUnsafe ? 10 : 4), "only \(fixedCodes) were fixed")
    }

    @Test("every fix-it of every diagnostic of every example, alone: clean and without the code, or refused")
    func everyFixIt() {
        var tried = 0
        for entry in Self.entries {
            let bytes = Array(entry.wrongExample.utf8)
            let before = Self.check(bytes)
            let file = SourceFile(path: Self.path, bytes: bytes)
            for diagnostic in before {
                for fixIt in diagnostic.fixIts {
                    tried += 1
                    let fix = FixApplier.Fix(diagnostic: diagnostic, fixIt: fixIt, location: file.location(of: 0))
                    guard let edited = FixApplier.applying(fixIt.edits, to: bytes) else {
                        Issue.record("\(entry.code): a fix-it with overlapping or outside edits: \(fixIt)")
                        continue
                    }
                    let after = Self.check(edited)
                    // --fix would refuse it: the file is left alone.
                    if FixApplier.verdict([fix], before: before, after: after) != nil { continue }
                    let resolved = !after.contains {
                        $0.code == diagnostic.code && $0.message == diagnostic.message
                    }
                    #expect(resolved, "\(entry.code): `\(fixIt.message)` did not resolve \(diagnostic.message)")
                    if before.filter({ $0.severity == .error }).count <= 1 {
                        let text = String(decoding: edited, as: UTF8.self)
                        let clean = !after.contains { $0.severity == .error }
                        #expect(clean, "\(entry.code): `\(fixIt.message)` leaves errors:\n\(text)")
                    }
                }
            }
        }
        #expect(tried >= 12, "only \(tried) fix-its in the catalog's examples")
    }
}
