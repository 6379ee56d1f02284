import CarouselScript
import Testing
@testable import CarouselEngine

/// `simulate` applies the `a`, `i`, `k` and `space` keys of a script: after them, a carousel
/// plays exactly like one configured that way from the start.
@Suite struct LiveChangeSimulationTests {
    /// The `simulate --cards` lines at and after `from` seconds.
    static func lines(_ scene: SceneConfiguration, _ script: InputScript, from: Double) -> [String] {
        let all = Simulation.lines(scene: scene, script: script, options: .init(duration: 4, includeCards: true))
        let start = Int((from * 60).rounded())
        var frames = -1
        return all.filter { line in
            if line.contains(#""type": "frame""#) { frames += 1 }
            return frames >= start
        }
    }

    static func keys(_ names: [(Double, String)]) throws -> InputScript {
        let events = names.map { #"{"t": \#($0.0), "type": "key", "key": "\#($0.1)"}"# }
        return try InputScript.read(#"{"events": [\#(events.joined(separator: ", "))]}"#)
    }

    @Test func anAxisKeyPlaysLikeAVerticalCarousel() throws {
        let horizontal = Scenes.single(Scenes.carousel(count: 5, indicators: true))
        let vertical = Scenes.single(Scenes.carousel(axis: .vertical, count: 5, indicators: true))
        let changed = Self.lines(horizontal, try Self.keys([(0.5, "a"), (1, "down")]), from: 0.5)
        let configured = Self.lines(vertical, try Self.keys([(1, "down")]), from: 0.5)
        #expect(changed.count > 100)
        #expect(changed == configured)
    }

    @Test func spaceThenKindAxisAndInfinitePlayLikeAStillVerticalMarquee() throws {
        // Space switches the paging carousel's auto-scroll off; K, K makes it a marquee that
        // stays still (auto-scroll still off), A vertical, I infinite on (a marquee loops anyway).
        var off = Scenes.auto(interval: 1)
        let paging = Scenes.single(Scenes.carousel(count: 5, auto: off, indicators: true))
        off.enabled = false
        let marquee = Scenes.single(
            Scenes.carousel(kind: .marquee, axis: .vertical, infinite: true, count: 5, auto: off, indicators: true))
        let script = try Self.keys([(0.1, "space"), (0.2, "k"), (0.3, "k"), (0.4, "a"), (0.5, "i"), (1, "down")])
        let changed = Self.lines(paging, script, from: 0.5)
        let configured = Self.lines(marquee, try Self.keys([(1, "down")]), from: 0.5)
        #expect(changed.count > 100)
        #expect(changed == configured)
    }

    @Test func aKindRoundTripAfterInfinitePlaysLikeAnInfinitePagingCarousel() throws {
        let finite = Scenes.single(Scenes.carousel(count: 5, indicators: true))
        let infinite = Scenes.single(Scenes.carousel(infinite: true, count: 5, indicators: true))
        let script = try Self.keys([(0.1, "i"), (0.2, "k"), (0.3, "k"), (0.4, "k"), (0.5, "k"), (1, "left")])
        let changed = Self.lines(finite, script, from: 0.5)
        let configured = Self.lines(infinite, try Self.keys([(1, "left")]), from: 0.5)
        #expect(changed.contains { $0.contains(#""type": "select", "carousel": "c", "index": 4"#) })
        #expect(changed == configured)
    }
}
