import CarouselEngine
import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// `[carousel.snap] mode` / `deceleration`, `drag`, `keys` and `[carousel.wheel]`: every
/// conflict is reported where it is written (E0326, E0327, W0452-W0454), with its fix-its.
@Suite struct FreeScrollRulesTests {
    @Test func releaseAtEndsOnALoopNamesTheInfiniteKey() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            infinite = true
            [carousel.wheel]
            release-at-ends = true
            ^^^^^^^^^^^^^^^^^^^^^^ E0326
            [carousel.generate]
            count = 5
            """)
        let found = try #require(expectDiagnostic("E0326", in: compilation, labelLines: [3]))
        #expect(found.message == "`release-at-ends` has no end to release at: the carousel loops (`infinite = true`)")
        #expect(found.fixIts.count == 1)
    }

    @Test func releaseAtEndsOnAMarqueeWhichAlwaysLoops() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "marquee"
            wheel = { release-at-ends = true }
                      ^^^^^^^^^^^^^^^^^^^^^^ E0326
            [carousel.generate]
            count = 5
            """)
        let found = try #require(diagnostic("E0326", in: compilation))
        #expect(found.message.hasSuffix("a marquee always loops"))
        #expect(found.labels.isEmpty)
    }

    @Test func freeModeWithoutDragPointsAtBoth() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            drag = false
            [carousel.snap]
            mode = "free-snap"
                   ^^^^^^^^^^^ E0327
            [carousel.generate]
            count = 5
            """)
        let found = try #require(expectDiagnostic("E0327", in: compilation, labelLines: [3]))
        #expect(found.fixIts.map(\.message) == ["remove `mode`", "remove `drag`"])
    }

    @Test func scrollByWithAFreeMode() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            per-view = 3
            scroll-by = "page"
            ^^^^^^^^^^^^^^^^^^ W0452
            [carousel.snap]
            mode = "free"
            [carousel.generate]
            count = 10
            """)
        let found = try #require(expectDiagnostic("W0452", in: compilation, labelLines: [6]))
        #expect(found.help?.contains("move 3 items") == true)
    }

    @Test func pageModeReleaseKeysWithAFreeMode() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.snap]
            mode = "free"
            velocity-threshold = 300
            ^^^^^^^^^^^^^^^^^^^^^^^^ W0453
            distance-threshold = 0.3
            ^^^^^^^^^^^^^^^^^^^^^^^^ W0453
            max-flick-pages = 2
            ^^^^^^^^^^^^^^^^^^^ W0453
            [carousel.generate]
            count = 10
            """)
    }

    @Test func decelerationInPageMode() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "focus"
            [carousel.snap]
            deceleration = 4000
            ^^^^^^^^^^^^^^^^^^^ W0454
            [carousel.generate]
            count = 10
            """)
        let found = try #require(diagnostic("W0454", in: compilation))
        #expect(found.labels.isEmpty)
    }

    @Test func modeIsNotForAStack() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "stack"
            frame = { x = 0, y = 0, width = 800, height = 300 }
            [carousel.snap]
            mode = "free"
            ^^^^ E0205
            [carousel.generate]
            count = 5
            """)
    }

    @Test func outOfRangeValuesAreRefused() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.snap]
            mode = "free"
            deceleration = 50
                           ^^ E0301
            [carousel.wheel]
            sensitivity = 0
                          ^ E0301
            [carousel.generate]
            count = 5
            """)
    }

    @Test func everyKeyReachesTheEngine() throws {
        let compilation = SpecFixtures.compile(
            """
            [[carousel]]
            id = "a"
            drag = true
            keys = false
            [carousel.snap]
            mode = "free-snap"
            deceleration = 3200
            [carousel.wheel]
            invert = true
            sensitivity = 0.5
            release-at-ends = true
            [carousel.generate]
            count = 5
            """)
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        let engine = try #require(compilation.spec?.carousels.first?.engine)
        #expect(engine.snap.mode == .freeSnap && engine.snap.deceleration == 3200)
        #expect(
            engine.interaction
                == InteractionSettings(
                    drag: true, keys: false, wheel: WheelSettings(invert: true, sensitivity: 0.5, releaseAtEnds: true)))
    }

    @Test func theDefaultsAreThePageModeAndEveryInputOn() throws {
        let compilation = SpecFixtures.compile("[[carousel]]\nid = \"a\"\n[carousel.generate]\ncount = 5\n")
        let engine = try #require(compilation.spec?.carousels.first?.engine)
        #expect(engine.snap.mode == .page && engine.snap.deceleration == SnapSettings.standardDeceleration)
        #expect(engine.interaction == InteractionSettings())
    }

    @Test func theFixItsRemoveTheirDiagnostics() {
        let source = """
            [[carousel]]
            id = "a"
            per-view = 3
            scroll-by = 2
            [carousel.snap]
            mode = "free"
            max-flick-pages = 2
            [carousel.generate]
            count = 10
            """
        let compilation = SpecFixtures.compile(source)
        var text = source
        let removals = compilation.diagnostics.flatMap(\.fixIts).flatMap(\.edits).sorted {
            $0.span.start > $1.span.start
        }
        #expect(removals.count == 2)
        for edit in removals {
            let bytes = Array(text.utf8)
            text = String(
                decoding: bytes[..<edit.span.start] + Array(edit.replacement.utf8) + bytes[edit.span.end...],
                as: UTF8.self)
        }
        #expect(SpecFixtures.compile(text).diagnostics.isEmpty, "\(text)")
    }
}
