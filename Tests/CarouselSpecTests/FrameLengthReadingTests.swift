import CarouselEngine
import Foundation
import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// `frame` sides in percentages of the window (``FrameLengthReading``, docs/spec.md "Frames in
/// percentages"): read, resolved at the size the spec is laid out at, refused with E0309 where
/// written, proven at every size the proofs visit, printed in points by `compile`. The window
/// is 1280 × 800 unless a test writes another.
@Suite struct FrameLengthReadingTests {
    static func carousel(_ frame: String, window: String = "", more: String = "") -> String {
        window + "[[carousel]]\nid = \"a\"\nframe = " + frame + "\nindicators = false\n" + more
            + "[[carousel.items]]\ntitle = \"One\"\n"
    }

    static func json(_ compilation: SpecCompilation, size: Size? = nil) throws -> [String: Any] {
        let text = try #require(size.map { compilation.compiledJSON(forWindow: $0) } ?? compilation.compiledJSON())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require((object["carousel"] as? [[String: Any]])?.first)
    }

    @Test func percentagesAreOfTheWindowsWidthAndHeight() throws {
        let compilation = SpecFixtures.compile(
            Self.carousel("{ x = \"0%\", y = \"70%\", width = \"100%\", height = \"25%\" }"))
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        let engine = try #require(compilation.spec?.carousels.first?.engine)
        // 70 % of 800 is 560, 25 % of 800 is 200; 100 % of 1280.
        #expect(engine.explicitFrame == Rect(x: 0, y: 560, width: 1280, height: 200))
        #expect(
            engine.relativeFrame
                == RelativeFrame(x: .percent(0), y: .percent(70), width: .percent(100), height: .percent(25)))
    }

    @Test func pointsAndPercentagesMix() throws {
        let compilation = SpecFixtures.compile(
            Self.carousel("{ x = 40, y = \"12.5%\", width = \"50%\", height = 300 }"))
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        let engine = try #require(compilation.spec?.carousels.first?.engine)
        #expect(engine.explicitFrame == Rect(x: 40, y: 100, width: 640, height: 300))
        #expect(engine.relativeFrame?.x == .points(40))
    }

    @Test func aFrameInPointsKeepsNoRelativeFrame() throws {
        let compilation = SpecFixtures.compile(Self.carousel("{ x = 0, y = 100, width = 1280, height = 300 }"))
        let engine = try #require(compilation.spec?.carousels.first?.engine)
        #expect(engine.relativeFrame == nil)
        #expect(engine.explicitFrame == Rect(x: 0, y: 100, width: 1280, height: 300))
        let derived = try #require(try Self.json(compilation)["derived"] as? [String: Any])
        #expect(derived["frame-percent"] == nil)
    }

    @Test func spacesInAPercentageGetASafeFixIt() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            frame = { x = "0%", y = "10 %", width = "100%", height = "50%" }
                                    ^^^^^^ E0309
            [[carousel.items]]
            title = "One"
            """)
        let found = try #require(diagnostic("E0309", in: compilation))
        #expect(found.fixIts.count == 1)
        #expect(found.fixIts.first?.edits.first?.replacement == "\"10%\"")
        #expect(found.fixIts.first?.safety == .safe)
    }

    @Test func aSignAnotherUnitOrNoPercentSignIsNotAFrameLength() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            frame = { x = "-5%", y = "10fr", width = "100", height = "auto" }
                          ^^^^^ E0309
                                     ^^^^^^ E0309
                                                     ^^^^^ E0309
                                                                     ^^^^^^ E0309
            [[carousel.items]]
            title = "One"
            """)
        #expect(compilation.diagnostics.allSatisfy { $0.fixIts.isEmpty })
    }

    @Test func percentagesOutOfRangeAreRefused() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            frame = { x = "100.5%", y = "0%", width = "0%", height = "120%" }
                          ^^^^^^^^ E0309
                                                      ^^^^ E0309
                                                                     ^^^^^^ E0309
            [[carousel.items]]
            title = "One"
            """)
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.allSatisfy { $0.contains("out of range") }, "\(messages)")
        // An edge may be 0 %; a width or height must be above it.
        let help = compilation.diagnostics.compactMap(\.help)
        #expect(help.contains { $0.contains("`x` is 0 to 100") })
        #expect(help.contains { $0.contains("`width` is above 0 and at most 100") })
    }

    @Test func aFrameThatLeavesTheWindowAtMinSizeIsReportedThere() throws {
        // At 1280 the frame spans 768..1168; at the 800-point min-size, 480..880.
        let compilation = expectDiagnostics(
            """
            [window]
            size = [1280, 800]
            min-size = [800, 600]
            [[carousel]]
            id = "a"
            frame = { x = "60%", y = "10%", width = 400, height = "50%" }
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ E0305
            indicators = false
            [[carousel.items]]
            title = "One"
            """)
        let found = try #require(diagnostic("E0305", in: compilation))
        #expect(found.notes.contains { $0.contains("at a 800×600 window") })
        #expect(found.notes.contains { $0.contains("percentages are of the window") })
        // No fix-it in points: it would fit one window size only.
        #expect(found.fixIts.isEmpty)
    }

    @Test func percentagesPastAHundredTogetherLeaveTheWindow() {
        _ = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            frame = { x = "50%", y = "0%", width = "60%", height = "20%" }
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ E0305
            indicators = false
            [[carousel.items]]
            title = "One"
            """)
    }

    @Test func aRuleMayWriteAFrameInPercentages() throws {
        let compilation = SpecFixtures.compile(
            Self.carousel(
                "{ x = 0, y = 0, width = \"100%\", height = 400 }", window: "[window]\nmin-size = [640, 480]\n",
                more: "[[carousel.when]]\nmax-width = 900\nframe = { x = \"5%\", y = \"0%\", width = \"90%\", "
                    + "height = \"50%\" }\n"))
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        let responsive = try #require(compilation.responsive)
        let spec = responsive.laidOut(forWindow: Size(width: 800, height: 600))
        #expect(spec.carousels.first?.engine.explicitFrame == Rect(x: 40, y: 0, width: 720, height: 300))
    }

    @Test func compileShowsPointsAndTheWrittenPercentages() throws {
        let compilation = SpecFixtures.compile(
            Self.carousel(
                "{ x = 0, y = \"70%\", width = \"100%\", height = \"25%\" }",
                window: "[window]\nmin-size = [800, 600]\n"
            ))
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        for (size, y, width, height) in [
            (nil, 560.0, 1280.0, 200.0), (Size(width: 1920, height: 1080), 756, 1920, 270),
        ] {
            let carousel = try Self.json(compilation, size: size)
            let frame = try #require(carousel["frame"] as? [String: Any])
            #expect(frame["x"] as? Double == 0 && frame["y"] as? Double == y)
            #expect(frame["width"] as? Double == width && frame["height"] as? Double == height)
            let derived = try #require(carousel["derived"] as? [String: Any])
            let percent = try #require(derived["frame-percent"] as? [String: Any])
            #expect(percent["x"] is NSNull)
            #expect(percent["y"] as? Double == 70 && percent["height"] as? Double == 25)
        }
    }
}
