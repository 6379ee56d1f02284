// The per-effect benchmark needs the window trait (CarouselSDL); the light build leaves it out.
#if Window
    import CarouselDisk
    import CarouselEngine
    import CarouselSDL
    import CarouselSpec

    /// Frame drawing cost per `effect` (offscreen, SDL's software renderer, the demo's drawing
    /// code): CPU p50 / p99 per frame at 1280x800, and each effect's p50 as a ratio to `slide`'s
    /// measured in the same run (the machine may be loaded: ratios compare, absolute times vary).
    ///
    /// `carousel-bench effects [FRAMES]`.
    enum EffectsBench {
        static let effects = [
            "slide", "fade", "coverflow", "rotary", "inverted-rotary", "cylinder", "inverted-cylinder",
            "wheel", "inverted-wheel", "time-machine", "inverted-time-machine", "cube", "flip", "cards", "custom",
        ]

        /// One paging carousel of seven 400 x 300 pages with `effect`, looping (custom: a shelf of five stops).
        static func spec(effect: String) -> String {
            let items = (1...7).map { "[[carousel.items]]\ntitle = \"Item \($0)\"\n" }.joined(separator: "\n")
            let stops =
                effect == "custom"
                ? [(-2, -560, 0.0), (-1, -330, 0.7), (0, 0, 1), (1, 330, 0.7), (2, 560, 0)].map {
                    "[[carousel.transform]]\noffset = \($0.0)\ntranslate-x = \($0.1)\n"
                        + "translate-z = \(-120 * abs($0.0))\nrotate-y = \(25 * $0.0)\nopacity = \($0.2)\n"
                }.joined(separator: "\n") : ""
            return """
                [[carousel]]
                id = "fx"
                effect = "\(effect)"
                infinite = true
                page-size = { width = 400, height = 300 }

                """ + stops + "\n" + items
        }

        static func run(_ arguments: [String]) {
            let frames = arguments.first.flatMap(Int.init) ?? 240
            let size = Size(width: 1280, height: 800)
            print(
                "effects (offscreen software renderer, 1280x800, \(frames) frames at 60 fps steps,"
                    + " a page turn every 0.75 s):")
            var slide: Double?
            for effect in effects {
                guard
                    case .success(let loaded) = SpecLoader.disk().load(
                        text: spec(effect: effect), name: "\(effect).carousel.toml", baseDirectory: ".")
                else {
                    print("  \(effect): the spec does not compile"); continue
                }
                do {
                    let session = try OffscreenSession(spec: loaded.spec, size: size)
                    for index in 0..<30 { try session.drawFrame(at: Double(index) / 60) }
                    let costs = try KindsBench.measure(session, frames: frames).sorted()
                    guard !costs.isEmpty else { continue }
                    let p50 = costs[costs.count / 2], p99 = costs[min(costs.count - 1, Int(Double(costs.count) * 0.99))]
                    if effect == "slide" { slide = p50 }
                    let ratio = slide.map { $0 > 0 ? p50 / $0 : 0 } ?? 1
                    let name = effect.padding(toLength: 22, withPad: " ", startingAt: 0)
                    let ratioText = String(Int((ratio * 100).rounded())) + "% of slide"
                    print(
                        "  \(name) p50 \(RenderBench.milliseconds(p50)) ms, p99 \(RenderBench.milliseconds(p99)) ms"
                            + " per frame, p50 \(ratioText)")
                } catch {
                    print("  \(effect): failed: \(error)")
                }
            }
        }
    }
#endif
