/// Why an animation could not be encoded: the library's own words and what was being done.
public struct AnimationError: Error, Sendable, CustomStringConvertible {
    /// One line: `GIF encoder: cannot write the image (giflib: Write failed)`.
    public let description: String

    /// An error of `encoder` (GIF, WebP) while doing `action`, with the library's `reason`.
    init(_ encoder: String, _ action: String, reason: String) {
        description = "\(encoder) encoder: cannot \(action) (\(reason))"
    }
}
