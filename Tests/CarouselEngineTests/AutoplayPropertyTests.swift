import CarouselScript
import Testing

@testable import CarouselEngine

/// 10,000 random events per autoplay option, with the window hidden and shown at random: the
/// selection is always valid, auto-scroll never starts a page while it was off, paused or
/// waiting, `on-interaction = "stop"` leaves it off after a press until Space, and
/// `stop-at-end` never rewinds.
@Suite struct AutoplayPropertyTests {
    static let options: [(String, AutoScrollSettings)] = [
        ("resume", AutoplayOptionsTests.settings(interval: 0.8, resumeAfter: 0.3)),
        ("stop", AutoplayOptionsTests.settings(interval: 0.8, resumeAfter: 0.3, onInteraction: .stop)),
        ("remaining", AutoplayOptionsTests.settings(interval: 0.8, resumeAfter: 0.3, resume: .remaining)),
        ("stop-at-end", AutoplayOptionsTests.settings(interval: 0.8, resumeAfter: 0, hover: false, stopAtEnd: true)),
        ("backward-stop-at-end", AutoplayOptionsTests.settings(interval: 0.8, direction: .backward, stopAtEnd: true)),
        ("item-interval", AutoplayOptionsTests.settings(interval: 1.5, resumeAfter: 0.2, resume: .remaining)),
        (
            "pause-on-focus",
            {
                var settings = AutoplayOptionsTests.settings(interval: 0.8, resumeAfter: 0.2, hover: false)
                settings.pauseOnFocus = true
                return settings
            }()
        ),
    ]

    /// Items' own intervals for the "item-interval" option (items 1 and 4 keep the carousel's).
    static let itemIntervals: [Int: Double] = [0: 0.8, 2: 0.9, 3: 2.5, 5: 0.8]

    static func ticked(_ events: [TimedEvent]) -> Bool {
        events.contains { if case .phase(_, .auto) = $0.event { return true } else { return false } }
    }

    @Test(arguments: 0..<7)
    func randomStreamsKeepTheRules(option: Int) {
        let (name, settings) = Self.options[option]
        let count = 6
        var carousel = Scenes.carousel(count: count, auto: settings)
        if name == "item-interval" { carousel.itemIntervalSeconds = Self.itemIntervals }
        var engine = Engine(scene: Scenes.single(carousel))
        let script = RandomInput.script(
            seed: 4_300 + UInt64(option), count: 10_000, size: Size(width: 1280, height: 800))
        var random = SeededRandom(seed: 77 + UInt64(option))
        var visible = true
        var lastSelection = 0
        var frameTime = 0.0
        var failures = 0
        for step in script.steps {
            // Frames of 1/60 s up to the event (the last one ends at the event): a tick needs a
            // countdown that was running before the frame.
            while frameTime < step.time {
                frameTime = min(frameTime + 1.0 / 60, step.time)
                let before = engine.carousels[0].auto.state
                let events = engine.advance(to: frameTime)
                var running = false
                if case .running = before { running = true }
                if Self.ticked(events) && !running {
                    failures += 1
                    Issue.record("\(name): a tick at \(frameTime) while \(before)")
                }
                for event in events {
                    guard case .select(_, let index) = event.event else { continue }
                    if !(0..<count).contains(index) { failures += 1; Issue.record("\(name): selection \(index)") }
                    if settings.stopAtEnd && Self.ticked(events) {
                        let forward = settings.direction == .forward
                        let rewound = forward ? index < lastSelection : index > lastSelection
                        if rewound { failures += 1; Issue.record("\(name): rewound \(lastSelection) -> \(index)") }
                    }
                    lastSelection = index
                }
                if failures > 5 { return }
            }
            if random.int(40) == 0 {
                visible.toggle()
                engine.setWindowVisible(visible, at: step.time)
            }
            if random.int(30) == 0 { engine.setWindowFocused(random.int(2) == 0, at: step.time) }
            guard let input = step.input else { continue }
            engine.send(input, at: step.time)
            if settings.onInteraction == .stop, case .pointerDown(let point) = input,
                engine.carousels[0].covers(point)
            {
                #expect(!engine.carousels[0].auto.isEnabled, "\(name): still on after a press at \(step.time)")
            }
            let selection = engine.frames()[0].selection
            if !(0..<count).contains(selection) { failures += 1; Issue.record("\(name): selection \(selection)") }
            lastSelection = engine.carousels[0].reportedSelection
        }
        #expect(failures == 0)
    }
}
