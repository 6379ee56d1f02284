import Foundation
import Testing

@testable import CarouselSpec

/// `carousel compile` of the paging layout keys: the resolved values and `derived`, with the
/// expected numbers computed from the formulas of docs/engine.md ("Several items per view").
@Suite struct PagingCompileTests {
    static func derived(_ body: String) throws -> [String: Any] {
        let source = "[[carousel]]\nid = \"row\"\n" + body + "[carousel.generate]\ncount = 12\n"
        let compilation = SpecFixtures.compile(source)
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        let text = try #require(compilation.compiledJSON())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let carousel = try #require((object["carousel"] as? [[String: Any]])?.first)
        #expect(carousel["per-view"] as? Double == 4.3 || carousel["per-view"] as? Double == 1)
        return try #require(carousel["derived"] as? [String: Any])
    }

    @Test func aContainedStartAlignedRowPrintsItsGeometry() throws {
        let derived = try Self.derived("per-view = 4.3\nalign = \"start\"\ncontain = true\nscroll-by = \"page\"\n")
        // R = 1280 − 40 = 1240, s = 16: L = (1240 − 4 × 16) / 4.3, S = L + 16, hi = 11 + (L − R) / S.
        let l = (1240.0 - 64) / 4.3, stride = l + 16
        #expect(abs((derived["page-length"] as? Double ?? 0) - l) < 1e-9)
        #expect(abs((derived["stride"] as? Double ?? 0) - stride) < 1e-9)
        #expect(derived["snap-offset"] as? Double == 0 && derived["scroll-step"] as? Int == 4)
        let range = try #require(derived["contained-range"] as? [String: Any])
        let hi = 11 + (l - 1240) / stride
        #expect(range["low"] as? Double == 0 && abs((range["high"] as? Double ?? 0) - hi) < 1e-6)
        #expect(range["first-target"] as? Int == 0 && range["last-target"] as? Int == 8)
    }

    @Test func theDefaultsPrintOneCentredPage() throws {
        let derived = try Self.derived("")
        #expect(derived["page-length"] as? Double == 1240 && derived["snap-offset"] as? Double == 0)
        #expect(derived["scroll-step"] as? Int == 1 && derived["contained-range"] is NSNull)
    }
}
