/// When each frame of an animation starts and how long it shows: `frameCount` frames at a whole
/// number of frames per second.
///
/// Formats count time in whole units (GIF in centiseconds, WebP in milliseconds). A frame's start
/// is its exact time rounded to the unit, and its delay is the difference of two starts, so
/// rounding never adds up: at 15 fps the GIF delays are 7, 6, 7, 7, 6, 7 ... centiseconds and frame
/// 15 starts at exactly 1 s. Rates that divide 100 (1, 2, 4, 5, 10, 20, 25, 50) give equal delays.
public struct AnimationTiming: Sendable, Equatable {
    /// The rates a GIF can show: browsers slow delays under 2 centiseconds down to 10.
    public static let framesPerSecondRange = 1...50
    /// Frames per second.
    public let framesPerSecond: Int
    /// Number of frames (at least 1).
    public let frameCount: Int

    /// `duration` seconds at `framesPerSecond` (clamped to ``framesPerSecondRange``): the duration
    /// times the rate, rounded, and at least one frame.
    public init(duration: Double, framesPerSecond: Int) {
        let rate = min(max(framesPerSecond, Self.framesPerSecondRange.lowerBound), Self.framesPerSecondRange.upperBound)
        self.framesPerSecond = rate
        let frames = (max(0, duration) * Double(rate)).rounded()
        frameCount = frames.isFinite && frames < 1_000_000 ? max(1, Int(frames)) : 1_000_000
    }

    /// Seconds from the start of the animation to frame `index`.
    public func time(ofFrame index: Int) -> Double { Double(index) / Double(framesPerSecond) }

    /// The start of frame `index` in units of 1/`unitsPerSecond` s, rounded to the nearest unit
    /// (`index == frameCount` is the end of the last frame).
    public func start(ofFrame index: Int, unitsPerSecond: Int) -> Int {
        (index * unitsPerSecond * 2 + framesPerSecond) / (framesPerSecond * 2)
    }

    /// How long frame `index` shows, in units of 1/`unitsPerSecond` s.
    public func delay(ofFrame index: Int, unitsPerSecond: Int) -> Int {
        start(ofFrame: index + 1, unitsPerSecond: unitsPerSecond)
            - start(ofFrame: index, unitsPerSecond: unitsPerSecond)
    }
}
