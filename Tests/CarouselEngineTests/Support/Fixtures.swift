#if canImport(Glibc)
    import Glibc
#endif
import CarouselEngine
import CarouselScript

/// Loads input scripts from Tests/Fixtures/engine (located from this source file's path).
enum Fixtures {
    static var directory: String {
        var path = #filePath
        for _ in 0..<3 { if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) } }
        return path + "/Fixtures/engine"
    }

    static func text(_ name: String) -> String {
        guard let file = fopen(directory + "/" + name + ".json", "r") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A script with no steps.
    static let noInput = InputScript(size: nil, steps: [])

    /// The parsed script (a test fails on a bad fixture through an empty script).
    static func script(_ name: String) -> InputScript {
        (try? InputScript.read(text(name))) ?? InputScript(size: nil, steps: [])
    }

    /// The script with x and y (and dx/dy, width/height) swapped: drives a vertical carousel
    /// in a transposed window exactly as the original drives the horizontal one.
    static func transposed(_ script: InputScript) -> InputScript {
        InputScript(
            size: script.size.map(transposed),
            steps: script.steps.map { step in
                guard let input = step.input else { return step }
                return TimedStep(step.time, .input(transposed(input)))
            })
    }

    static func transposed(_ input: InputEvent) -> InputEvent {
        let swap = { (p: Point) in Point(x: p.y, y: p.x) }
        switch input {
        case .pointerDown(let p): return .pointerDown(swap(p))
        case .pointerMove(let p): return .pointerMove(swap(p))
        case .pointerUp(let p): return .pointerUp(swap(p))
        case .hover(let p): return .hover(swap(p))
        case .wheel(let p, let dx, let dy): return .wheel(at: swap(p), dx: -dy, dy: -dx)
        case .resize(let size): return .resize(transposed(size))
        case .key(let key):
            let map: [Key: Key] = [.left: .up, .right: .down, .up: .left, .down: .right]
            return .key(map[key] ?? key)
        case .leave: return .leave
        case .change(let change): return .change(change)
        }
    }

    static func transposed(_ size: Size) -> Size { Size(width: size.height, height: size.width) }
}

extension Scenes {
    /// The same carousel along the other axis, with insets, page size and item size transposed.
    static func transposed(_ c: CarouselConfiguration) -> CarouselConfiguration {
        var t = c
        t.axis = c.axis == .horizontal ? .vertical : .horizontal
        t.insets = EdgeInsets(
            top: c.insets.leading, leading: c.insets.top, bottom: c.insets.trailing, trailing: c.insets.bottom)
        t.pageSize = c.pageSize.map { Size(width: $0.height, height: $0.width) }
        t.focus.itemSize = Size(width: c.focus.itemSize.height, height: c.focus.itemSize.width)
        t.explicitFrame = c.explicitFrame.map { Rect(x: $0.y, y: $0.x, width: $0.height, height: $0.width) }
        return t
    }
}

extension Driver {
    /// Replays `script` (sending each event at its time, 60 fps frames in between) until `until` seconds.
    mutating func play(_ script: InputScript, until: Double, inspect: (Double, CarouselFrame) -> Void = { _, _ in }) {
        var next = 0
        let frames = Int((until * 60).rounded())
        for k in 0...frames {
            let time = Double(k) / 60
            while next < script.steps.count && script.steps[next].time <= time + 1e-9 {
                if let input = script.steps[next].input { send(input, at: script.steps[next].time) }
                next += 1
            }
            run(until: time)
            inspect(time, frame)
        }
    }
}
