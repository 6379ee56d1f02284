#if canImport(Glibc)
    import Glibc
#endif
import CarouselDisk
import CarouselEngine
import CarouselScript
import CarouselSpec
import SourceDiagnostics

/// Engine benchmark: step + frame cost per carousel per frame for every kind at 10, 10,000 and
/// 10,000,000 items under a driven input pattern (drags every 1.5 s, auto-scroll running), and
/// a 60 s `simulate` of the showcase. `carousel-bench engine [--frames N]`.
enum EngineBench {
    static func run(_ arguments: [String]) {
        var frames = 20_000
        if let index = arguments.firstIndex(of: "--frames"), index + 1 < arguments.count,
            let n = Int(arguments[index + 1]), n > 10
        {
            frames = n
        }
        // `--free`: only the free-scrolling table.
        if arguments.contains("--free") { return runFree(frames: frames) }
        print(
            "Engine: step + frame per carousel per frame (60 Hz, \(frames) frames, drags every 1.5 s, auto-scroll on)")
        print("kind      axis        items       median us    p99 us   cards/frame  10M/10 median")
        for kind in CarouselKind.allCases {
            for axis in [Axis.horizontal, .vertical] {
                var base = 0.0
                for count in [10, 10_000, 10_000_000] {
                    let result = measure(kind: kind, axis: axis, count: count, frames: frames)
                    if count == 10 { base = result.median }
                    let ratio = count == 10_000_000 ? format(result.median / max(base, 1e-9), 2) + "x" : ""
                    print(
                        pad(kind.rawValue, 10) + pad(axis.rawValue, 12) + pad(String(count), 10)
                            + lpad(format(result.median, 2), 12) + lpad(format(result.p99, 2), 10)
                            + lpad(format(result.cards, 1), 13) + lpad(ratio, 15))
                }
            }
        }
        runLayouts(frames: frames)
        runAuto(frames: frames)
        runFree(frames: frames)
        runM3(frames: frames)
        runSync(frames: frames)
        effects(frames: frames)
        simulateShowcase()
    }

    struct Result { var median: Double; var p99: Double; var cards: Double }

    static func measure(kind: CarouselKind, axis: Axis, count: Int, frames: Int) -> Result {
        measure(configuration: configuration(kind, axis, count), axis: axis, frames: frames)
    }

    static func measure(configuration: CarouselConfiguration, axis: Axis, frames: Int) -> Result {
        let scene = SceneConfiguration(
            windowSize: Size(width: 1280, height: 800), layout: .rows, carousels: [configuration])
        var engine = Engine(scene: scene)
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        var cards = 0
        for k in 1...frames {
            let time = Double(k) / 60
            let start = now()
            for event in pattern(frame: k, axis: axis) { engine.send(event, at: time) }
            _ = engine.advance(to: time)
            let output = engine.frames()
            samples.append(now() - start)
            cards += output[0].cards.count
        }
        samples.sort()
        let median = samples[samples.count / 2] * 1e6
        let p99 = samples[min(samples.count - 1, samples.count * 99 / 100)] * 1e6
        return Result(median: median, p99: p99, cards: Double(cards) / Double(frames))
    }

    /// A drag every 90 frames: press, 8 moves of 40 points, release (a flick forward).
    static func pattern(frame: Int, axis: Axis) -> [InputEvent] {
        let phase = frame % 90
        func point(_ main: Double) -> Point { axis == .horizontal ? Point(x: main, y: 400) : Point(x: 640, y: main) }
        let start = axis == .horizontal ? 900.0 : 600.0
        switch phase {
        case 0: return [.pointerDown(point(start))]
        case 1...8: return [.pointerMove(point(start - 40 * Double(phase)))]
        case 9: return [.pointerUp(point(start - 320)), .leave]
        default: return []
        }
    }

    static func configuration(_ kind: CarouselKind, _ axis: Axis, _ count: Int) -> CarouselConfiguration {
        CarouselConfiguration(
            id: "bench", kind: kind, axis: axis, infinite: true, explicitFrame: nil, spacing: 16,
            insets: EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20),
            pageSize: kind == .paging ? Size(width: 600, height: 400) : nil,
            cornerRadius: 16, indicators: true, hasTitle: true, itemCount: count,
            snap: SnapSettings(
                animation: kind == .stack ? .easeOut(durationSeconds: 0.35) : .spring(stiffness: 300, damping: 30),
                velocityThreshold: 200, distanceThreshold: kind == .stack ? 0.25 : 0.5,
                maxFlickPages: kind == .stack ? 5 : 1),
            auto: kind == .marquee
                ? nil
                : AutoScrollSettings(
                    enabled: true, intervalSeconds: 0.8, resumeAfterSeconds: 0.3, pauseOnHover: true,
                    direction: .forward),
            stack: StackSettings(
                aspectRatio: 1.586, spacingRatio: nil, neighborScale: 0.88, minScale: 0.7, extentSlack: 0.22,
                focusWidth: 0.88,
                maxVisibleSlot: 2,
                opacityStops: [
                    .init(distance: 0, opacity: 1), .init(distance: 1, opacity: 0.36),
                    .init(distance: 2, opacity: 0.18), .init(distance: 2.45, opacity: 0),
                ]),
            marquee: MarqueeSettings(speedPointsPerSecond: 70, itemExtent: 100, decelerationPerMillisecond: 0.998),
            focus: FocusSettings(itemSize: Size(width: 300, height: 500), shrink: 100, visibleNeighbors: 3))
    }

    /// `simulate` of a 60 s script at 60 fps on Configs/showcase.carousel.toml (or an equivalent scene).
    static func simulateShowcase() {
        let path = "Configs/showcase.carousel.toml"
        var scene: SceneConfiguration
        var source = path
        if let bytes = readFile(path),
            let spec = SpecLoader.disk().compile(SourceFile(path: path, bytes: bytes), baseDirectory: "Configs")
                .spec
        {
            scene = spec.scene
        } else {
            source = "built-in equivalent (Configs/showcase.carousel.toml not found)"
            scene = SceneConfiguration(
                windowSize: Size(width: 1280, height: 800), layout: .rows,
                carousels: CarouselKind.allCases.map {
                    var c = configuration($0, .horizontal, 12); c.id = $0.rawValue; return c
                })
        }
        var events: [TimedStep] = []
        var t = 0.5
        while t < 59 {
            for (i, y) in [178.0, 508, 508, 745].enumerated() {
                let x0 = i == 2 ? 1000.0 : 500.0
                events.append(TimedStep(t, .input(.pointerDown(Point(x: x0, y: y)))))
                for m in 1...6 {
                    let point = Point(x: x0 - 30 * Double(m), y: y)
                    events.append(TimedStep(t + 0.02 * Double(m), .input(.pointerMove(point))))
                }
                events.append(TimedStep(t + 0.14, .input(.pointerUp(Point(x: x0 - 180, y: y)))))
                t += 0.5
            }
            events.append(TimedStep(t, .input(.wheel(at: Point(x: 640, y: 178), dx: 0, dy: -2))))
            events.append(TimedStep(t + 0.2, .input(.leave)))
            t += 1
        }
        let script = InputScript(size: nil, steps: events)
        var lines = 0
        var bytes = 0
        let start = now()
        Simulation.run(scene: scene, script: script, options: .init(duration: 60, fps: 60, includeCards: true)) {
            line in
            lines += 1
            bytes += line.utf8.count + 1
        }
        let seconds = now() - start
        print("\nsimulate: 60 s at 60 fps with --cards, \(events.count) input events, scene: \(source)")
        print(
            "  \(lines) lines, \(bytes / 1024) KiB, \(format(seconds * 1000, 1)) ms total, \(format(seconds / 3601 * 1e6, 1)) us per frame"
        )
    }

    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    static func readFile(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { return bytes }
            bytes += buffer[0..<count]
        }
    }

    static func format(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let have = text.distance(from: dot, to: text.endIndex) - 1
            if have < decimals { text += String(repeating: "0", count: decimals - have) }
        }
        return text
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
    static func lpad(_ text: String, _ width: Int) -> String {
        text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
    }
}
