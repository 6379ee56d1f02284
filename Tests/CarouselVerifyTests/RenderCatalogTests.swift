import CarouselSpec
import SourceDiagnostics
import Testing

/// The catalog's examples of the render pass's codes: the wrong one compiles and the pass
/// reports its code; the right one is clean for `check` and for the pass.
@Suite struct RenderCatalogTests {
    static let codes = DiagnosticCode.allCases.filter(\.isRenderPass)
    /// Codes the scene now rules out (the pass keeps checking them): their wrong example is the
    /// case they once caught, and it draws clean.
    static let ruledOut: [DiagnosticCode] = [.textOutsideCard]
    static let caught = codes.filter { !ruledOut.contains($0) }

    @Test func theRenderPassOwnsItsFourCodes() {
        #expect(Self.codes.map(\.rawValue) == ["W0413", "W0414", "W0415", "W0416"])
        #expect(Self.codes.allSatisfy { $0.severity == .warning })
    }

    @Test(arguments: caught) func wrongExampleProducesItsCodeInTheRenderPass(code: DiagnosticCode) throws {
        let entry = DiagnosticCatalog.explanation(for: code)
        let compilation = VerifyFixtures.compile(entry.wrongExample)
        #expect(!compilation.hasErrors, "\(code.rawValue): the wrong example must compile to reach the render pass")
        let found = try VerifyFixtures.render(compilation)
        #expect(
            found.contains { $0.code == code.id },
            "\(code.rawValue):\n\(VerifyFixtures.describe(found, in: compilation))")
    }

    @Test(arguments: ruledOut) func wrongExampleOfACodeTheSceneRulesOutDrawsClean(code: DiagnosticCode) throws {
        // W0415: a corner radius of 300 once put the label across the curve (the pass reported it);
        // the scene now moves the lines in from the curve.
        let entry = DiagnosticCatalog.explanation(for: code)
        let compilation = VerifyFixtures.compile(entry.wrongExample)
        #expect(compilation.diagnostics.isEmpty, "\(code.rawValue): \(compilation.diagnostics.map(\.message))")
        let found = try VerifyFixtures.render(compilation)
        #expect(found.isEmpty, "\(code.rawValue):\n\(VerifyFixtures.describe(found, in: compilation))")
    }

    @Test(arguments: codes) func rightExampleIsCleanInTheRenderPass(code: DiagnosticCode) throws {
        let entry = DiagnosticCatalog.explanation(for: code)
        let compilation = VerifyFixtures.compile(entry.rightExample)
        #expect(compilation.diagnostics.isEmpty, "\(code.rawValue): \(compilation.diagnostics.map(\.message))")
        let found = try VerifyFixtures.render(compilation)
        #expect(found.isEmpty, "\(code.rawValue):\n\(VerifyFixtures.describe(found, in: compilation))")
    }
}
