import CarouselScript
import Testing

@testable import CarouselEngine

/// Announcements that do not flood (issue 24, docs/spec.md "Announcements", after the W3C APG
/// carousel pattern): a drifting marquee reports no selection, and an auto-scroll tick is
/// announced only when the user switched auto-scroll on or `announce = "always"`.
@Suite struct AnnouncementTests {
    static func selects(_ driver: Driver) -> [TimedEvent] {
        driver.events.filter { if case .select = $0.event { return true } else { return false } }
    }

    @Test func aDriftingMarqueeReportsNoSelection() {
        let marquee = Scenes.carousel(kind: .marquee, count: 6, auto: Scenes.auto(resumeAfter: 0, hover: false))
        var d = Driver(Scenes.single(marquee))
        d.run(until: 20)
        // 20 s at 70 points a second drifts past 14 items of 116 points: none is reported.
        #expect(d.frame.progress > 0)
        #expect(Self.selects(d).isEmpty)
        // A key is the reader's: its glide is reported and announced.
        d.send(.key(.right), at: 20)
        d.run(until: 21)
        #expect(Self.selects(d).count == 1)
        #expect(Self.selects(d).allSatisfy { $0.announced })
    }

    @Test func autoScrollTicksAreNotAnnouncedUnlessTheUserStartedThem() {
        var d = Driver(Scenes.single(Scenes.carousel(infinite: true, count: 5, auto: Scenes.auto(interval: 1))))
        d.run(until: 3.5)
        let ticks = Self.selects(d)
        #expect(ticks.count >= 2)
        #expect(ticks.allSatisfy { !$0.announced })
        // Space off, Space on: the user started it, so its ticks are announced.
        d.send(.key(.space), at: 4)
        d.send(.key(.space), at: 4.5)
        d.events = []
        d.run(until: 8)
        #expect(!Self.selects(d).isEmpty)
        #expect(Self.selects(d).allSatisfy { $0.announced })
        // The reader's own page change is announced whatever started auto-scroll.
        var keyed = Driver(Scenes.single(Scenes.carousel(count: 5, auto: Scenes.auto(interval: 10))))
        keyed.send(.key(.right), at: 1)
        keyed.run(until: 2)
        #expect(Self.selects(keyed).map(\.announced) == [true])
    }

    @Test func announceAlwaysAnnouncesEveryTick() {
        var auto = Scenes.auto(interval: 1)
        auto.announce = .always
        var d = Driver(Scenes.single(Scenes.carousel(infinite: true, count: 5, auto: auto)))
        d.run(until: 3.5)
        #expect(Self.selects(d).count >= 2)
        #expect(Self.selects(d).allSatisfy { $0.announced })
    }

    /// `simulate` writes the `select` line of every tick but the `announce` line only of announced ones.
    @Test func simulationWritesAnnounceLinesOnlyForAnnouncedSelections() {
        let scene = Scenes.single(Scenes.carousel(infinite: true, count: 5, auto: Scenes.auto(interval: 1)))
        let script = InputScript(size: nil, steps: [TimedStep(2.5, .input(.key(.right)))])
        var lines: [String] = []
        Simulation.run(
            scene: scene, script: script, options: .init(duration: 3), announce: { _, index in "item \(index)" }
        ) { lines.append($0) }
        let selects = lines.filter { $0.contains("\"select\"") }
        let announces = lines.filter { $0.contains("\"announce\"") }
        #expect(selects.count == 3)  // ticks at 1 s and 2 s, the key at 2.5 s
        #expect(announces.count == 1)
        #expect(announces.first?.contains("\"t\": 2.5") == true)
    }
}
