// The render benchmark needs the window trait (CarouselSDL); the light build leaves it out.
#if Window
    import CarouselDisk
    import CarouselEngine
    import CarouselSDL
    import CarouselSpec
    import Foundation

    /// Frame drawing cost of the SDL renderer (software, offscreen): the showcase at 1280x800, a
    /// carousel of 1,000,000 generated items against one of 10, and startup to the first frame.
    enum RenderBench {
        static func run(_ arguments: [String]) {
            let frames = arguments.first.flatMap(Int.init) ?? 240
            print("render (offscreen software renderer, \(frames) frames at 60 fps steps, CPU time per frame):")
            let start = cpuSeconds()
            do {
                guard case .success(let showcase) = SpecLoader.disk().loadShowcase() else {
                    print("  showcase: does not compile"); return
                }
                let session = try OffscreenSession(spec: showcase.spec, size: Size(width: 1280, height: 800))
                try session.drawFrame(at: 0)
                print(
                    "  startup to first frame (compile showcase, fonts, first draw): \(milliseconds(cpuSeconds() - start)) ms CPU"
                )
                report("showcase 1280x800", try measure(session, frames: frames, drag: false))
                for count in [10, 1_000_000] {
                    let text = """
                        [window]
                        size = [1280, 800]
                        [[carousel]]
                        id = "big"
                        infinite = true
                        insets = { top = 40, leading = 160, bottom = 40, trailing = 160 }
                        [carousel.generate]
                        count = \(count)
                        """
                    guard
                        case .success(let loaded) = SpecLoader.disk().load(
                            text: text, name: "bench.carousel.toml", baseDirectory: ".")
                    else {
                        print("  \(count) items: spec does not compile"); continue
                    }
                    let big = try OffscreenSession(spec: loaded.spec)
                    report("paging, \(count) items, dragging", try measure(big, frames: frames, drag: true))
                }
            } catch {
                print("  failed: \(error)")
            }
        }

        /// Draws `frames` frames 1/60 s apart (optionally while dragging back and forth); CPU seconds each.
        static func measure(_ session: OffscreenSession, frames: Int, drag: Bool) throws -> [Double] {
            var costs: [Double] = []
            let t0 = 1.0
            if drag { session.send(.pointerDown(Point(x: 900, y: 400)), at: t0) }
            for index in 0..<frames {
                let time = t0 + Double(index) / 60
                if drag { session.send(.pointerMove(Point(x: 900 - 300 * sin(Double(index) / 20), y: 400)), at: time) }
                let before = cpuSeconds()
                try session.drawFrame(at: time)
                costs.append(cpuSeconds() - before)
            }
            return costs
        }

        static func report(_ name: String, _ costs: [Double]) {
            let sorted = costs.sorted()
            guard !sorted.isEmpty else { return }
            let p50 = sorted[sorted.count / 2], p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
            print("  \(name): p50 \(milliseconds(p50)) ms, p99 \(milliseconds(p99)) ms per frame")
        }

        static func cpuSeconds() -> Double {
            var spec = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
            return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
        }

        static func milliseconds(_ seconds: Double) -> String { String(format: "%.2f", seconds * 1000) }
    }
#endif
