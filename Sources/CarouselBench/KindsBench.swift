// The per-kind benchmark needs the window trait (CarouselSDL); the light build leaves it out.
#if Window
    import CarouselDisk
    import CarouselEngine
    import CarouselSDL
    import CarouselSpec
    import Foundation

    /// Frame drawing cost per kind at its defaults and per Configs/ spec, at 1280x800 and 1920x1080
    /// (offscreen, SDL's software renderer, the demo's drawing code): CPU p50 / p99 per frame.
    ///
    /// `carousel-bench kinds [FRAMES] [--write-specs DIR]`: with `--write-specs` it only writes the
    /// default-kind specs (`DIR/KIND.carousel.toml`, one per kind) for the window measurement of `make bench`.
    enum KindsBench {
        static let kinds = ["paging", "stack", "marquee", "focus", "m3"]
        static let sizes = [Size(width: 1280, height: 800), Size(width: 1920, height: 1080)]

        /// One carousel of `kind` with seven items, everything else at its default.
        static func defaultSpec(kind: String) -> String {
            let items = (1...7).map { "[[carousel.items]]\ntitle = \"Item \($0)\"\n" }.joined(separator: "\n")
            return "[[carousel]]\nid = \"\(kind)\"\nkind = \"\(kind)\"\n\n" + items
        }

        static func run(_ arguments: [String]) {
            if let flag = arguments.firstIndex(of: "--write-specs"), flag + 1 < arguments.count {
                return writeSpecs(into: arguments[flag + 1])
            }
            let frames = arguments.first.flatMap(Int.init) ?? 240
            print("kinds (offscreen software renderer, \(frames) frames at 60 fps steps, a page turn every 0.75 s):")
            var specs: [(String, ResolvedSpec)] = []
            for kind in kinds {
                guard
                    case .success(let loaded) = SpecLoader.disk().load(
                        text: defaultSpec(kind: kind), name: "\(kind).carousel.toml", baseDirectory: ".")
                else {
                    print("  \(kind): the default spec does not compile"); continue
                }
                specs.append(("\(kind) (defaults)", loaded.spec))
            }
            let folder = "Configs"
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter {
                    $0.hasSuffix(".carousel.toml")
                }.sorted() ?? []
            for name in names {
                guard case .success(let loaded) = SpecLoader.disk().load(path: folder + "/" + name) else {
                    print("  \(name): does not compile"); continue
                }
                specs.append((name, loaded.spec))
            }
            for size in sizes {
                print("  at \(Int(size.width))x\(Int(size.height)):")
                for (name, spec) in specs {
                    do {
                        let session = try OffscreenSession(spec: spec, size: size)
                        // The first frames make the card faces; they are startup, not steady frames.
                        for index in 0..<30 { try session.drawFrame(at: Double(index) / 60) }
                        report(name, try measure(session, frames: frames))
                    } catch {
                        print("    \(name): failed: \(error)")
                    }
                }
            }
        }

        /// Draws `frames` frames 1/60 s apart, pressing the right arrow every 45 frames.
        static func measure(_ session: OffscreenSession, frames: Int) throws -> [Double] {
            var costs: [Double] = []
            let t0 = 1.0
            for index in 0..<frames {
                let time = t0 + Double(index) / 60
                if index % 45 == 0 { session.send(.key(.right), at: time) }
                let before = RenderBench.cpuSeconds()
                try session.drawFrame(at: time)
                costs.append(RenderBench.cpuSeconds() - before)
            }
            return costs
        }

        static func report(_ name: String, _ costs: [Double]) {
            let sorted = costs.sorted()
            guard !sorted.isEmpty else { return }
            let p50 = sorted[sorted.count / 2], p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
            let padded = name.padding(toLength: 30, withPad: " ", startingAt: 0)
            let p50Text = RenderBench.milliseconds(p50), p99Text = RenderBench.milliseconds(p99)
            print("    \(padded) p50 \(p50Text) ms, p99 \(p99Text) ms per frame")
        }

        static func writeSpecs(into folder: String) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                for kind in kinds {
                    try defaultSpec(kind: kind).write(
                        toFile: folder + "/" + kind + ".carousel.toml", atomically: true, encoding: .utf8)
                }
            } catch {
                print("carousel-bench kinds: could not write the specs: \(error)")
            }
        }
    }
#endif
