import CarouselEngine
import SourceDiagnostics
import Testing
@testable import CarouselSpec

/// `effect`, `perspective`, `[carousel.coverflow]` and `[carousel.ring]`: how they compile, and
/// E0316 / W0440 / E0205 where they conflict (marks under the reported spans).
@Suite struct EffectRuleTests {
    static func configuration(_ body: String) throws -> CarouselConfiguration {
        let compilation = SpecFixtures.compile("[[carousel]]\nid = \"a\"\n" + body + "[carousel.generate]\ncount = 5\n")
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        return try #require(compilation.spec?.carousels.first?.engine)
    }

    @Test func slideIsTheDefaultAndPerspectiveDefaultsTo1200() throws {
        let c = try Self.configuration("")
        #expect(c.effect == .slide && c.perspective == 1200)
    }

    @Test func coverflowTakesSwipersDefaultsAndItsTable() throws {
        #expect(try Self.configuration("effect = \"coverflow\"\n").effect == .coverflow(.standard))
        let c = try Self.configuration(
            "effect = \"coverflow\"\nperspective = 900\n[carousel.coverflow]\n"
                + "rotate = 30\ndepth = 120\nstretch = 8\nmodifier = 2\n")
        #expect(
            c.effect
                == .coverflow(CoverflowSettings(rotateDegrees: 30, depthPoints: 120, stretchPoints: 8, modifier: 2)))
        #expect(c.perspective == 900)
    }

    @Test(arguments: ["rotary", "inverted-rotary", "cylinder", "inverted-cylinder", "wheel", "inverted-wheel"])
    func ringEffectsReadTheRingTable(name: String) throws {
        let tilt = name.hasSuffix("wheel") ? "" : "tilt = 10\n"
        let c = try Self.configuration("effect = \"\(name)\"\n[carousel.ring]\nradius = 400\n" + tilt)
        #expect(
            c.effect
                == .ring(
                    RingSettings(
                        shape: name.hasSuffix("rotary") ? .rotary : name.hasSuffix("wheel") ? .wheel : .cylinder,
                        inverted: name.hasPrefix("inverted"), radius: 400, tiltDegrees: tilt.isEmpty ? 0 : 10)))
    }

    @Test func fadeCompiles() throws {
        #expect(try Self.configuration("effect = \"fade\"\n").effect == .fade)
    }

    @Test func aTableForAnotherEffectIsAnErrorPointingAtTheEffect() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            effect = "coverflow"
            [carousel.ring]
            ^^^^^^^^^^^^^^^ E0316
            tilt = 10
            [[carousel.items]]
            """)
        let found = try #require(expectDiagnostic("E0316", in: compilation, labelLines: [3]))
        #expect(found.message == "[carousel.ring] does not apply to effect \"coverflow\"")
        #expect(found.severity == .error)
    }

    @Test func aTableWithoutAnEffectSaysTheDefaultIsSlide() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.coverflow]
            ^^^^^^^^^^^^^^^^^^^^ E0316
            rotate = 10
            [[carousel.items]]
            """)
        #expect(diagnostic("E0316", in: compilation)?.notes.first?.contains("\"slide\" (the default)") == true)
    }

    @Test func perspectiveOnAFlatEffectIsAWarning() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            effect = "fade"
            perspective = 800
            ^^^^^^^^^^^^^^^^^ W0440
            [[carousel.items]]
            """)
        #expect(diagnostic("W0440", in: compilation)?.severity == .warning)
    }

    @Test(arguments: ["stack", "marquee"]) func anEffectOnAStackOrMarqueeIsNotForThatKind(kind: String) throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "\(kind)"
            effect = "coverflow"
            ^^^^^^ E0205
            [[carousel.items]]
            """)
        // The message names the kinds that take it: paging and focus.
        let found = try #require(diagnostic("E0205", in: compilation))
        #expect(found.help == "remove it, or set `kind` to one of \"paging\", \"focus\"")
        #expect(found.notes.contains(SpecMessages.effectKindsNote))
    }

    @Test func anUnknownEffectIsAnUnknownValue() throws {
        _ = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            effect = "cubist"
                     ^^^^^^^^ E0303
            [[carousel.items]]
            """)
    }

    @Test func tiltOnAWheelIsAWarning() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            effect = "inverted-wheel"
            [carousel.ring]
            tilt = 5
            ^^^^^^^^ W0441
            [[carousel.items]]
            """)
        #expect(diagnostic("W0441", in: compilation)?.fixIts.isEmpty == false)
    }
}
