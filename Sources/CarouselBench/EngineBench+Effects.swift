import CarouselEngine

extension EngineBench {
    /// Step + frame per paging carousel per frame for each effect (600 x 400 pages, the same
    /// drag pattern as the kinds), at 10 and 10,000,000 items, with each median's ratio to
    /// slide's in the same run.
    static func effects(frames: Int) {
        let ring = { (shape: RingSettings.Shape, inverted: Bool) in
            CardEffect.ring(RingSettings(shape: shape, inverted: inverted, radius: nil, tiltDegrees: 0))
        }
        let cases: [(String, CardEffect)] = [
            ("slide", .slide), ("fade", .fade), ("coverflow", .coverflow(.standard)),
            ("rotary", ring(.rotary, false)), ("inverted-rotary", ring(.rotary, true)),
            ("cylinder", ring(.cylinder, false)), ("inverted-cylinder", ring(.cylinder, true)),
            ("wheel", ring(.wheel, false)), ("inverted-wheel", ring(.wheel, true)),
            ("time-machine", .timeMachine(TimeMachineSettings(inverted: false))),
            ("inverted-time-machine", .timeMachine(TimeMachineSettings(inverted: true))),
            ("cube", .cube), ("flip", .flip), ("cards", .cards(.standard)), ("custom", .custom(customStops)),
        ]
        print("effect                 items       median us    p99 us   cards/frame  median / slide")
        var slide: [Int: Double] = [:]
        for (name, effect) in cases {
            for count in [10, 10_000_000] {
                var c = configuration(.paging, .horizontal, count)
                c.effect = effect
                let result = measure(c, frames: frames)
                if name == "slide" { slide[count] = result.median }
                let ratio = slide[count].map { format(result.median / max($0, 1e-9), 2) + "x" } ?? ""
                print(
                    pad(name, 23) + pad(String(count), 10) + lpad(format(result.median, 2), 12)
                        + lpad(format(result.p99, 2), 10) + lpad(format(result.cards, 1), 13) + lpad(ratio, 16))
            }
        }
    }

    /// Five stops, the gallery's shelf (Configs/effects-swiper.carousel.toml).
    static let customStops = [
        TransformStop(offset: -2, translate: Vector3(x: -330, y: 0, z: -260), opacity: 0),
        TransformStop(
            offset: -1, translate: Vector3(x: -200, y: 0, z: -110), rotateDegrees: Vector3(x: 0, y: -25, z: 0),
            opacity: 0.7),
        TransformStop(offset: 0),
        TransformStop(
            offset: 1, translate: Vector3(x: 200, y: 0, z: -110), rotateDegrees: Vector3(x: 0, y: 25, z: 0),
            opacity: 0.7),
        TransformStop(offset: 2, translate: Vector3(x: 330, y: 0, z: -260), opacity: 0),
    ]

    /// The engine cost of `c` in a 1280 x 800 window under the horizontal drag pattern.
    static func measure(_ c: CarouselConfiguration, frames: Int) -> Result {
        var engine = Engine(
            scene: SceneConfiguration(windowSize: Size(width: 1280, height: 800), layout: .rows, carousels: [c]))
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        var cards = 0
        for k in 1...frames {
            let time = Double(k) / 60
            let start = now()
            for event in pattern(frame: k, axis: .horizontal) { engine.send(event, at: time) }
            _ = engine.advance(to: time)
            let output = engine.frames()
            samples.append(now() - start)
            cards += output[0].cards.count
        }
        samples.sort()
        return Result(
            median: samples[samples.count / 2] * 1e6,
            p99: samples[min(samples.count - 1, samples.count * 99 / 100)] * 1e6,
            cards: Double(cards) / Double(frames))
    }
}
