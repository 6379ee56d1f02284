import CarouselTestSupport
import Foundation
import Testing
import SourceDiagnostics
@testable import CarouselSpec

/// Mutated copies of the shipped specs never crash the compiler, and whatever it reports is well formed.
@Suite struct SpecCompilerRobustnessTests {
    static let fragments: [[UInt8]] = [
        "=", "[", "]]", "\"", "{", "nan", "-1", "1e400", "\n[[carousel]]\n", "\u{0}", "é", "#", "999999999999",
        "\"#ZZZ\"", "items", "\"3 parsecs\"",
    ]
    .map { Array($0.utf8) }

    @Test func mutatedConfigsNeverCrashAndReportWellFormedDiagnostics() throws {
        let folder = SpecFixtures.packageRoot + "/Configs"
        let originals = try ConfigsTests.configs.map { try Array(Data(contentsOf: URL(fileURLWithPath: $0))) }
        #expect(!originals.isEmpty)
        var random = SplitMix64(seed: 20_261_129)
        let knownCodes = Set(DiagnosticCatalog.all.map(\.code))
        var rejected = 0
        for round in 0..<400 {
            var bytes = originals[round % originals.count]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.insert(contentsOf: Self.fragments.randomElement(using: &random) ?? [], at: position)
                case 1:
                    bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...12, using: &random)))
                default: if position < bytes.count { bytes[position] = UInt8.random(in: 0...255, using: &random) }
                }
            }
            let compilation = SpecFixtures.loader.compile(
                SourceFile(path: "mutant-\(round).carousel.toml", bytes: bytes), baseDirectory: folder)
            if compilation.spec == nil {
                rejected += 1
                #expect(compilation.hasErrors, "round \(round): no spec but no error")
            }
            for diagnostic in compilation.diagnostics {
                #expect(
                    knownCodes.contains(diagnostic.code.text), "round \(round): unexplained code \(diagnostic.code)")
                #expect(!diagnostic.message.isEmpty)
                if let span = diagnostic.span {
                    #expect(span.start >= 0 && span.end <= bytes.count, "round \(round): span outside the file")
                }
            }
        }
        #expect(rejected > 100)
    }
}
