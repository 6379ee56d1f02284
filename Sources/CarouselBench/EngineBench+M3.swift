import CarouselEngine

/// The Material 3 layouts (multi-browse, centred hero, uncontained) at 10 and 10,000,000 items,
/// same input pattern as the kinds: only the items between the anchors are computed.
extension EngineBench {
    static func runM3(frames: Int) {
        print("Material 3 layouts (step + frame per carousel per frame, 20 us budget, 10M/10 within 1.5x)")
        print("layout                    axis        items       median us    p99 us   cards/frame  10M/10 median")
        let layouts: [(String, M3Settings)] = [
            ("multi-browse 330", M3Settings(layout: .multiBrowse, preferredItemLength: 330)),
            ("hero center 900", M3Settings(layout: .hero, preferredItemLength: 900, heroAlign: .center)),
            ("uncontained 270", M3Settings(layout: .uncontained, preferredItemLength: 270)),
        ]
        for (name, settings) in layouts {
            for axis in [Axis.horizontal, .vertical] {
                var base = 0.0
                for count in [10, 10_000_000] {
                    var c = configuration(.m3, axis, count)
                    c.infinite = false
                    c.spacing = 8
                    c.m3 = settings
                    let result = measure(configuration: c, axis: axis, frames: frames)
                    if count == 10 { base = result.median }
                    let ratio = count == 10_000_000 ? format(result.median / max(base, 1e-9), 2) + "x" : ""
                    print(
                        pad(name, 26) + pad(axis.rawValue, 12) + pad(String(count), 10)
                            + lpad(format(result.median, 2), 12) + lpad(format(result.p99, 2), 10)
                            + lpad(format(result.cards, 1), 13) + lpad(ratio, 15))
                }
            }
        }
    }
}
