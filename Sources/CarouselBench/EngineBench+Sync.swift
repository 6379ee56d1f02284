import CarouselEngine

/// Synced carousels: a main paging carousel (auto-scroll every second) and a thumbnail strip
/// (`sync`, 5 per view) at 10 and 10,000,000 items; a drag of the strip every 90 frames. The
/// coupling adds a constant per link, so 10M/10 should stay within 1.5x.
extension EngineBench {
    static func runSync(frames: Int) {
        print(
            "Synced pair: main + strip (step + frame of both per frame, 20 us budget per carousel, "
                + "10M/10 within 1.5x)")
        print("axis        items       median us    p99 us   10M/10 median")
        for axis in [Axis.horizontal, .vertical] {
            var base = 0.0
            for count in [10, 10_000_000] {
                let result = measureSync(axis: axis, count: count, frames: frames)
                if count == 10 { base = result.median }
                let ratio = count == 10_000_000 ? format(result.median / max(base, 1e-9), 2) + "x" : ""
                print(
                    pad(axis.rawValue, 12) + pad(String(count), 10) + lpad(format(result.median, 2), 12)
                        + lpad(format(result.p99, 2), 10) + lpad(ratio, 15))
            }
        }
    }

    static func measureSync(axis: Axis, count: Int, frames: Int) -> Result {
        var main = configuration(.paging, axis, count)
        main.id = "main"
        main.auto = AutoScrollSettings(
            enabled: true, intervalSeconds: 1, resumeAfterSeconds: 0.5, pauseOnHover: false, direction: .forward)
        var strip = configuration(.paging, axis, count)
        strip.id = "strip"
        strip.pageSize = nil
        strip.paging = PagingLayout(perView: 5, align: .center)
        strip.sync = "main"
        let scene = SceneConfiguration(
            windowSize: Size(width: 1280, height: 800), layout: axis == .horizontal ? .rows : .columns,
            carousels: [main, strip])
        var engine = Engine(scene: scene)
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        for k in 1...frames {
            let time = Double(k) / 60
            let start = now()
            for event in stripPattern(frame: k, axis: axis) { engine.send(event, at: time) }
            _ = engine.advance(to: time)
            _ = engine.frames()
            samples.append(now() - start)
        }
        samples.sort()
        let median = samples[samples.count / 2] * 1e6
        let p99 = samples[min(samples.count - 1, samples.count * 99 / 100)] * 1e6
        return Result(median: median, p99: p99, cards: 0)
    }

    /// The kinds' drag pattern on the strip (the second row or column).
    static func stripPattern(frame: Int, axis: Axis) -> [InputEvent] {
        pattern(frame: frame, axis: axis).map { event in
            func moved(_ p: Point) -> Point { axis == .horizontal ? Point(x: p.x, y: 600) : Point(x: 960, y: p.y) }
            switch event {
            case .pointerDown(let p): return .pointerDown(moved(p))
            case .pointerMove(let p): return .pointerMove(moved(p))
            case .pointerUp(let p): return .pointerUp(moved(p))
            default: return event
            }
        }
    }
}
