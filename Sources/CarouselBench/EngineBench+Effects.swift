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
        ]
        print("effect             items       median us    p99 us   cards/frame  median / slide")
        var slide: [Int: Double] = [:]
        for (name, effect) in cases {
            for count in [10, 10_000_000] {
                var c = configuration(.paging, .horizontal, count)
                c.effect = effect
                let result = measure(c, frames: frames)
                if name == "slide" { slide[count] = result.median }
                let ratio = slide[count].map { format(result.median / max($0, 1e-9), 2) + "x" } ?? ""
                print(
                    pad(name, 19) + pad(String(count), 10) + lpad(format(result.median, 2), 12)
                        + lpad(format(result.p99, 2), 10) + lpad(format(result.cards, 1), 13) + lpad(ratio, 16))
            }
        }
    }

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
