import CarouselEngine

/// Free scrolling: paging and focus in `free` and `free-snap` mode (each flick of the pattern
/// coasts about a second) at 10 and 10,000,000 items, finite and looping.
extension EngineBench {
    static func runFree(frames: Int) {
        print(
            "Free scrolling: mode free / free-snap (step + frame per carousel per frame, 20 us budget, "
                + "10M/10 within 1.5x)")
        print("mode        kind     loop   axis        items       median us    p99 us   cards/frame  10M/10 median")
        for mode in [SnapMode.free, .freeSnap] {
            for kind in [CarouselKind.paging, .focus] {
                for infinite in [false, true] {
                    for axis in [Axis.horizontal, .vertical] {
                        var base = 0.0
                        for count in [10, 10_000_000] {
                            var c = configuration(kind, axis, count)
                            c.infinite = infinite
                            c.snap.mode = mode
                            let result = measure(configuration: c, axis: axis, frames: frames)
                            if count == 10 { base = result.median }
                            let ratio = count == 10_000_000 ? format(result.median / max(base, 1e-9), 2) + "x" : ""
                            print(
                                pad(mode.rawValue, 12) + pad(kind.rawValue, 9) + pad(infinite ? "yes" : "no", 7)
                                    + pad(axis.rawValue, 12) + pad(String(count), 10)
                                    + lpad(format(result.median, 2), 12) + lpad(format(result.p99, 2), 10)
                                    + lpad(format(result.cards, 1), 13) + lpad(ratio, 15))
                        }
                    }
                }
            }
        }
    }
}
