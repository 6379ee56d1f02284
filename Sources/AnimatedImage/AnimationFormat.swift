/// The animated image formats `carousel render --animate` writes, chosen by the file name.
public enum AnimationFormat: String, Sendable, CaseIterable {
    /// GIF89a: 256 colours per frame, delays in centiseconds.
    case gif
    /// Animated WebP (lossy frames), timestamps in milliseconds.
    case webp

    /// The format named by `path`'s extension (`.gif`, `.webp`, any case), or nil.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// An encoder for frames of `width` x `height` pixels shown with `timing`.
    public func encoder(width: Int, height: Int, timing: AnimationTiming) throws(AnimationError)
        -> any AnimationEncoder
    {
        switch self {
        case .gif: return try GIFEncoder(width: width, height: height, timing: timing)
        case .webp: return try WebPEncoder(width: width, height: height, timing: timing)
        }
    }
}

/// Takes the frames of an animation in order and returns the encoded file.
public protocol AnimationEncoder: AnyObject {
    /// Adds the next frame (its size must be the encoder's).
    func add(_ frame: AnimationFrame) throws(AnimationError)
    /// Ends the animation and returns the bytes of the file. Call once, after the last frame.
    func finish() throws(AnimationError) -> [UInt8]
    /// How many frames the file holds (after ``finish()``): fewer than were added when the format
    /// merges equal frames; 1 is a still image.
    var storedFrames: Int { get }
}
