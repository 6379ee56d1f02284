import CarouselSpec

/// Something the demo reports while it runs; the CLI words it and picks the stream.
public enum DemoNotice: Sendable {
    /// The renderer asked for could not be used; another one runs instead.
    case rendererFallback(String)
    /// An image could not be loaded (its card keeps its colour).
    case imageProblem(String)
    /// A changed spec was applied.
    case reloadApplied
    /// A changed spec could not be used; the last good version keeps running.
    case reloadFailed(SpecLoadFailure)
    /// `S` saved a screenshot at `path`.
    case screenshotSaved(path: String)
    /// `S` could not save a screenshot.
    case screenshotFailed(reason: String)
    /// `--stats` at exit: frame statistics, when the first frame was shown (seconds after
    /// launch) and the renderer in use.
    case statistics(summary: String, firstFrame: Double?, renderer: String)
    /// `--record` wrote `events` input events to `path` at exit.
    case recorded(events: Int, path: String)
    /// `--record` could not write `path`.
    case recordFailed(path: String, reason: String)
}

/// Where the demo's output goes. The demo never writes to a stream itself.
public struct DemoOutput: Sendable {
    /// Receives each `--events` JSON line (without its newline) as it happens.
    public var eventLine: @Sendable (String) -> Void
    /// Receives each notice as it happens.
    public var notice: @Sendable (DemoNotice) -> Void

    /// Creates an output from its two receivers.
    public init(
        eventLine: @escaping @Sendable (String) -> Void, notice: @escaping @Sendable (DemoNotice) -> Void
    ) {
        self.eventLine = eventLine
        self.notice = notice
    }
}

/// Why the demo stopped with a problem.
public enum DemoFailure: Error, Sendable {
    /// The spec could not be read or has errors.
    case spec(SpecLoadFailure)
    /// No window can open (no display); the reason says why.
    case noDisplay(reason: String)
    /// The window or its drawing failed.
    case window(String)
}
