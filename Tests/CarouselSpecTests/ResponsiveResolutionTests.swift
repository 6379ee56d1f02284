import CarouselEngine
import Foundation
import Testing

@testable import CarouselSpec

/// Resolving a spec for a window size: the rules that apply there, in file order, later ones
/// winning key by key; expectations from the rules as written and docs/engine.md's item length
/// L = (R − spacing × (⌈p⌉ − 1)) / p, R = frame minus the insets along the axis.
@Suite struct ResponsiveResolutionTests {
    static let config: String =
        (try? String(
            contentsOfFile: SpecFixtures.packageRoot + "/Configs/responsive.carousel.toml", encoding: .utf8)) ?? ""

    static func responsive(_ text: String = config) throws -> ResponsiveSpec {
        let compilation = SpecFixtures.compile(text, folder: SpecFixtures.packageRoot + "/Configs")
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        return try #require(compilation.responsive)
    }

    static func size(_ width: Double, _ height: Double) -> Size { Size(width: width, height: height) }

    static func itemLength(frame: Double, leading: Double, trailing: Double, spacing: Double, perView: Double)
        -> Double
    {
        (frame - leading - trailing - spacing * (perView.rounded(.up) - 1)) / perView
    }

    @Test func theResponsiveConfigChangesPerViewAt600And1000Points() throws {
        let spec = try Self.responsive()
        // (width, per-view, spacing, leading inset, scroll step, auto-scroll) as the file writes them.
        let expected: [(Double, Double, Double, Double, ScrollStep, Bool)] = [
            (480, 1.2, 12, 16, .items(1), false), (599, 1.2, 12, 16, .items(1), false),
            (600, 2.5, 20, 32, .items(1), false), (999, 2.5, 20, 32, .items(1), false),
            (1000, 4, 20, 32, .page, true), (1920, 4, 20, 32, .page, true),
        ]
        for (width, perView, spacing, leading, step, auto) in expected {
            let engine = try #require(spec.resolved(forWindow: Self.size(width, 640)).carousels.first?.engine)
            #expect(engine.paging.perView == perView, "at \(width)")
            #expect(engine.spacing == spacing, "at \(width)")
            #expect(engine.insets.leading == leading, "at \(width)")
            #expect(engine.paging.scrollBy == step, "at \(width)")
            #expect((engine.auto?.enabled ?? false) == auto, "at \(width)")
        }
    }

    @Test func theItemLengthFollowsTheRulesAtEachLaidOutSize() throws {
        let spec = try Self.responsive()
        // (window width, per-view, spacing, insets) → L from the formula, frame = window width.
        let cases: [(Double, Double, Double, Double)] = [(480, 1.2, 12, 16), (800, 2.5, 20, 32), (1280, 4, 20, 32)]
        for (width, perView, spacing, inset) in cases {
            let window = Self.size(width, 640)
            let resolution = spec.resolution(forWindow: window, layOutAt: spec.layoutSize(forWindow: window))
            let derived = try #require(resolution.carousels.first?.derived)
            let expected = Self.itemLength(
                frame: width, leading: inset, trailing: inset, spacing: spacing, perView: perView)
            #expect(abs(derived.pageLength - expected) < 1e-9, "at \(width): \(derived.pageLength) vs \(expected)")
        }
    }

    @Test func aWindowSmallerThanTheSpecIsLaidOutAtTheSpecsSize() throws {
        let spec = try Self.responsive()
        #expect(spec.specSize == Self.size(480, 640))
        #expect(spec.layoutSize(forWindow: Self.size(400, 900)) == Self.size(480, 640))
        #expect(spec.layoutSize(forWindow: Self.size(900, 600)) == Self.size(480, 640))
        #expect(spec.layoutSize(forWindow: Self.size(900, 700)) == Self.size(900, 700))
        #expect(spec.appliedRules(forWindow: Self.size(400, 900)) == [[]])
        #expect(spec.appliedRules(forWindow: Self.size(1000, 640)) == [[1, 2]])
    }

    @Test func theLaterRuleWinsKeyByKey() throws {
        let spec = try Self.responsive(
            SpecFixtures.carousel(
                "spacing = 4\n[carousel.generate]\ncount = 10\n"
                    + "[[carousel.when]]\nmin-width = 500\nmax-width = 900\nper-view = 2\nspacing = 10\n"
                    + "[[carousel.when]]\nmin-width = 800\nper-view = 3\n"))
        let cases: [(Double, Double, Double)] = [(400, 1, 4), (600, 2, 10), (850, 3, 10), (1000, 3, 4)]
        for (width, perView, spacing) in cases {
            let engine = try #require(spec.resolved(forWindow: Self.size(width, 800)).carousels.first?.engine)
            #expect(engine.paging.perView == perView, "at \(width)")
            #expect(engine.spacing == spacing, "at \(width)")
        }
    }

    @Test func heightRulesAndEveryOverridableKind() throws {
        let spec = try Self.responsive(
            """
            [window]
            size = [1280, 1200]
            [[carousel]]
            id = "f"
            kind = "focus"
            [carousel.generate]
            count = 10
            [[carousel.when]]
            max-height = 500
            [carousel.when.focus]
            item-size = { width = 200, height = 300 }

            [[carousel]]
            id = "m"
            kind = "marquee"
            [carousel.generate]
            count = 10
            [[carousel.when]]
            max-height = 500
            [carousel.when.marquee]
            item-extent = 60
            [carousel.when.auto]
            enabled = false
            """)
        let short = spec.resolved(forWindow: Self.size(1280, 500)).carousels.map(\.engine)
        let tall = spec.resolved(forWindow: Self.size(1280, 501)).carousels.map(\.engine)
        #expect(short[0].focus.itemSize == Self.size(200, 300))
        #expect(tall[0].focus.itemSize == Self.size(300, 500))
        #expect(short[1].marquee.itemExtent == 60)
        #expect(tall[1].marquee.itemExtent == 100)
        #expect(short[1].auto?.enabled == false)
        #expect(tall[1].auto == nil)
    }

    @Test func compileForAWindowSizeNamesTheRulesInForce() throws {
        let compilation = SpecFixtures.compile(Self.config, folder: SpecFixtures.packageRoot + "/Configs")
        let text = try #require(compilation.compiledJSON(forWindow: Self.size(1280, 800)))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let responsive = try #require(object["responsive"] as? [String: Any])
        #expect(responsive["window-size"] as? [Double] == [1280, 800])
        #expect(responsive["layout-size"] as? [Double] == [1280, 800])
        let applied = try #require(responsive["applied"] as? [[String: Any]])
        #expect(applied.first?["rules"] as? [Int] == [1, 2])
        let carousel = try #require((object["carousel"] as? [[String: Any]])?.first)
        #expect(carousel["per-view"] as? Double == 4)
        let rules = try #require(carousel["when"] as? [[String: Any]])
        #expect(rules.map { $0["rule"] as? Int } == [1, 2])
        #expect(rules[0]["min-width"] as? Double == 600)
        #expect(rules[0]["max-width"] == nil)
    }

    @Test func arrowsAndPaginationChangeAtABreakpoint() throws {
        let spec = try Self.responsive(
            """
            [[carousel]]
            id = "picks"
            arrows = true
            pagination = "fraction"

            [carousel.generate]
            count = 6

            [[carousel.when]]
            max-width = 599
            arrows = false
            pagination = "dots"
            """)
        let narrow = try #require(spec.resolved(forWindow: Self.size(500, 700)).carousels.first?.engine)
        let wide = try #require(spec.resolved(forWindow: Self.size(1000, 700)).carousels.first?.engine)
        #expect(narrow.arrows == false && narrow.pagination == .dots)
        #expect(wide.arrows == true && wide.pagination == .fraction)
    }
}
