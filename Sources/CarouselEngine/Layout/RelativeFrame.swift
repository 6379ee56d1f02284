/// One side of an explicit `frame`: points, or a percentage of the window's width (`x`,
/// `width`) or height (`y`, `height`).
public enum FrameLength: Sendable, Hashable, Codable {
    /// A length or coordinate in window points.
    case points(Double)
    /// A percentage (0 to 100) of the window's width or height.
    case percent(Double)

    /// The length in points in a window `windowLength` points long on this side's axis.
    public func points(in windowLength: Double) -> Double {
        switch self {
        case .points(let points): return points
        case .percent(let percent): return windowLength * percent / 100
        }
    }

    /// The percentage, nil for points.
    public var percent: Double? {
        if case .percent(let percent) = self { return percent }
        return nil
    }
}

/// An explicit `frame` with at least one side written as a percentage of the window
/// (`{ x = "0%", y = "70%", width = "100%", height = "30%" }`): ``SceneLayout`` resolves it at
/// the scene's window size each time it lays the scene out, so the frame follows the window as
/// it is resized (docs/spec.md, "Where carousels go").
public struct RelativeFrame: Sendable, Hashable, Codable {
    /// The left edge.
    public var x: FrameLength
    /// The top edge.
    public var y: FrameLength
    /// The width.
    public var width: FrameLength
    /// The height.
    public var height: FrameLength

    /// A frame of these four sides.
    public init(x: FrameLength, y: FrameLength, width: FrameLength, height: FrameLength) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The frame in window points in a window of `window` points.
    public func rect(in window: Size) -> Rect {
        Rect(
            x: x.points(in: window.width), y: y.points(in: window.height), width: width.points(in: window.width),
            height: height.points(in: window.height))
    }

    /// True when some side is a percentage (else the frame is the same at every size).
    public var isRelative: Bool { [x, y, width, height].contains { $0.percent != nil } }
}

extension CarouselConfiguration {
    /// The carousel's explicit frame in a window of `window` points: ``relativeFrame`` resolved
    /// there, else ``explicitFrame``; nil when the carousel takes a slot of the window layout.
    public func explicitFrame(in window: Size) -> Rect? {
        relativeFrame?.rect(in: window) ?? explicitFrame
    }
}
