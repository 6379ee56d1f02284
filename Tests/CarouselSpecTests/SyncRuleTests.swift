import CarouselEngine
import Foundation
import SourceDiagnostics
import Testing
@testable import CarouselSpec

/// `sync`: the rules E0370 to E0373, W0474, W0495 and W0496 marked where they point, each with a label
/// on the other end, and the key reaching the engine's configuration.
@Suite struct SyncRuleTests {
    @Test func aValidPairCompilesAndReachesTheEngine() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "photos"
            [[carousel.items]]
            [[carousel.items]]
            [[carousel]]
            id = "thumbs"
            kind = "focus"
            sync = "photos"
            [[carousel.items]]
            [[carousel.items]]
            """)
        let scene = try #require(compilation.spec?.scene)
        #expect(scene.carousels.map(\.sync) == [nil, "photos"])
    }

    @Test func aMisspeltTargetSuggestsTheClosestID() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "photos"
            [[carousel.items]]
            [[carousel]]
            id = "thumbs"
            sync = "photo"
                   ^^^^^^^ E0370
            [[carousel.items]]
            """)
        let found = try #require(diagnostic("E0370", in: compilation))
        #expect(found.help == "did you mean `photos`?")
        #expect(found.fixIts.count == 1)
    }

    @Test func differentItemCountsPointAtBothEnds() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "photos"
            [[carousel.items]]
            [[carousel.items]]
            [[carousel]]
            id = "thumbs"
            sync = "photos"
                   ^^^^^^^^ E0371
            [[carousel.items]]
            """)
        expectDiagnostic("E0371", in: compilation, labelLines: [2])
        #expect(
            diagnostic("E0371", in: compilation)?.message
                == "`thumbs` has 1 items but `photos`, which it follows, has 2")
    }

    @Test func syncingWithItselfIsACycleOfOne() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "photos"
            sync = "photos"
                   ^^^^^^^^ E0372
            [[carousel.items]]
            """)
        expectDiagnostic("E0372", in: compilation, labelLines: [2])
    }

    @Test func aTwoCarouselCycleIsReportedOnceOnItsFirstMember() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            sync = "b"
                   ^^^ E0372
            [[carousel.items]]
            [[carousel]]
            id = "b"
            sync = "a"
            [[carousel.items]]
            """)
        expectDiagnostic("E0372", in: compilation, labelLines: [6])
        #expect(diagnostic("E0372", in: compilation)?.message == "synced carousels form a cycle: `a` -> `b` -> `a`")
    }

    @Test func aLongerCycleNamesEveryMemberAndAChainIntoItIsNotReported() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "tail"
            sync = "c"
            [[carousel.items]]
            [[carousel]]
            id = "b"
            sync = "c"
                   ^^^ E0372
            [[carousel.items]]
            [[carousel]]
            id = "c"
            sync = "d"
            [[carousel.items]]
            [[carousel]]
            id = "d"
            sync = "b"
            [[carousel.items]]
            """)
        expectDiagnostic("E0372", in: compilation, labelLines: [10])
        #expect(
            diagnostic("E0372", in: compilation)?.message
                == "synced carousels form a cycle: `b` -> `c` -> `d` -> `b`")
    }

    @Test func aMarqueeTargetCannotSyncAndTheLabelIsOnItsKind() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "ticker"
            kind = "marquee"
            [[carousel.items]]
            [[carousel]]
            id = "thumbs"
            sync = "ticker"
                   ^^^^^^^^ E0373
            [[carousel.items]]
            """)
        expectDiagnostic("E0373", in: compilation, labelLines: [3])
    }

    @Test func syncOnAStackIsAKeyForOtherKinds() throws {
        _ = expectDiagnostics(
            """
            [[carousel]]
            id = "photos"
            [[carousel.items]]
            [[carousel]]
            id = "ring"
            kind = "stack"
            sync = "photos"
            ^^^^ E0205
            [[carousel.items]]
            """)
    }

    @Test func aContainedEndCannotSelectEveryItem() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "photos"
            [[carousel.items]]
            [[carousel.items]]
            [[carousel.items]]
            [[carousel.items]]
            [[carousel]]
            id = "thumbs"
            sync = "photos"
                   ^^^^^^^^ E0373
            per-view = 3
            align = "start"
            contain = true
            [[carousel.items]]
            [[carousel.items]]
            [[carousel.items]]
            [[carousel.items]]
            """)
        expectDiagnostic("E0373", in: compilation, labelLines: [12])
    }

    @Test func containOnAThumbnailStripChangesNothingAndHasASafeFixIt() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "photos"
            [[carousel.items]]
            [[carousel.items]]
            [[carousel.items]]
            [[carousel.items]]
            [[carousel]]
            id = "thumbs"
            sync = "photos"
            per-view = 3
            contain = true
            ^^^^^^^^^^^^^^ W0474
            [[carousel.items]]
            [[carousel.items]]
            [[carousel.items]]
            [[carousel.items]]
            """)
        let warning = try #require(expectDiagnostic("W0474", in: compilation, labelLines: [9]))
        #expect(warning.fixIts.map(\.safety) == [.safe])
        let strip = try #require(compilation.spec?.scene.carousels.last)
        #expect(strip.paging.thumbs && strip.paging.align == .start && !strip.paging.contain)
    }

    @Test func aFollowerIsAThumbnailStripOnlyWithoutAlignAndWhenFinite() throws {
        func strip(_ keys: String) throws -> PagingLayout {
            let compilation = SpecFixtures.compile(
                "[[carousel]]\nid = \"a\"\n[[carousel.items]]\n[[carousel.items]]\n"
                    + "[[carousel]]\nid = \"b\"\nsync = \"a\"\n\(keys)[[carousel.items]]\n[[carousel.items]]\n")
            return try #require(compilation.spec?.scene.carousels.last).paging
        }
        let plain = try strip("")
        #expect(plain.thumbs && plain.align == .start)
        let centred = try strip("align = \"center\"\n")
        #expect(!centred.thumbs && centred.align == .center)
        let explicitStart = try strip("align = \"start\"\n")
        #expect(!explicitStart.thumbs)
        let loop = try strip("infinite = true\n")
        #expect(!loop.thumbs && loop.align == .center)
        let leader = try #require(
            SpecFixtures.compile("[[carousel]]\nid = \"a\"\n[[carousel.items]]\n").spec?.scene.carousels.first)
        #expect(!leader.paging.thumbs)
    }

    @Test func autoScrollOnTheFollowerAndItsOwnStartAreWarnings() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "photos"
            start = 1
            [[carousel.items]]
            [[carousel.items]]
            [[carousel]]
            id = "thumbs"
            sync = "photos"
            start = 0
                    ^ W0496
            [carousel.auto]
                      ^^^^ W0495
            interval = "3s"
            [[carousel.items]]
            [[carousel.items]]
            """)
        expectDiagnostic("W0495", in: compilation, labelLines: [8])
        expectDiagnostic("W0496", in: compilation, labelLines: [8])
    }

    @Test func compileOutputCarriesSync() throws {
        let compilation = SpecFixtures.compile(
            "[[carousel]]\nid = \"a\"\n[[carousel.items]]\n"
                + "[[carousel]]\nid = \"b\"\nsync = \"a\"\n[[carousel.items]]\n")
        let json = try #require(compilation.compiledJSON()).replacingOccurrences(of: " ", with: "")
        #expect(json.contains("\"sync\":\"b\"") == false)
        #expect(json.contains("\"sync\":\"a\""))
        #expect(json.contains("\"sync\":null"))
    }
}
