import CarouselEngine

/// Paging with `per-view = "auto"` (unequal items, ``ItemLengths``): step + frame per carousel
/// per frame at 10, 10,000 and 10,000,000 items under the kinds' input pattern, and the start-up
/// (building the engine and its first frame). Ten written lengths; the other items share one.
extension EngineBench {
    /// Ten written lengths of mixed kinds (points and aspect ratios), as a row of posters and labels.
    static let autoLengths = ItemLengths(
        written: [
            .aspect(0.667), .aspect(1.5), .points(180), .aspect(1), .points(420), .aspect(2.4), .points(96),
            .aspect(0.667), .points(260), .aspect(1.2),
        ], fallback: .points(240))

    static func runAuto(frames: Int) {
        print(
            "Paging per-view = \"auto\" (step + frame per carousel per frame, 20 us budget, 10M/10 within 1.5x; "
                + "start-up = engine + first frame)")
        print(
            "layout                    axis        items       median us    p99 us   cards/frame  start-up us"
                + "  10M/10 median")
        let layouts: [(String, SnapAlign, Bool, Bool)] = [
            ("auto start contain", .start, true, false),
            ("auto center loop", .center, false, true),
        ]
        for (name, align, contain, infinite) in layouts {
            for axis in [Axis.horizontal, .vertical] {
                var base = 0.0
                for count in [10, 10_000, 10_000_000] {
                    var c = configuration(.paging, axis, count)
                    c.pageSize = nil
                    c.infinite = infinite
                    c.paging = PagingLayout(perView: 1, align: align, contain: contain)
                    c.paging.lengths = autoLengths
                    let startUp = measureStartUp(configuration: c)
                    let result = measure(configuration: c, axis: axis, frames: frames)
                    if count == 10 { base = result.median }
                    let ratio = count == 10_000_000 ? format(result.median / max(base, 1e-9), 2) + "x" : ""
                    print(
                        pad(name, 26) + pad(axis.rawValue, 12) + pad(String(count), 10)
                            + lpad(format(result.median, 2), 12) + lpad(format(result.p99, 2), 10)
                            + lpad(format(result.cards, 1), 13) + lpad(format(startUp, 1), 13) + lpad(ratio, 15))
                }
            }
        }
    }

    /// Median microseconds of building the engine of `c` and drawing its first frame (21 runs).
    static func measureStartUp(configuration c: CarouselConfiguration) -> Double {
        var samples: [Double] = []
        for _ in 0..<21 {
            let start = now()
            let scene = SceneConfiguration(windowSize: Size(width: 1280, height: 800), layout: .rows, carousels: [c])
            var engine = Engine(scene: scene)
            _ = engine.advance(to: 1.0 / 60)
            _ = engine.frames()
            samples.append(now() - start)
        }
        samples.sort()
        return samples[samples.count / 2] * 1e6
    }
}
