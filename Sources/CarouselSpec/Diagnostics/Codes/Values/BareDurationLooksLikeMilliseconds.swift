import SourceDiagnostics

// W0411 (warning).
// Emitted by: Sources/CarouselSpec/Reading/SpecReader+Durations.swift.
extension DiagnosticCode {
    /// A bare number in a duration key that is absurd as seconds (`interval = 4000`).
    public static let bareDurationLooksLikeMilliseconds = DiagnosticCode(
        "W0411", "bare duration looks like milliseconds",
        """
        A bare number in a duration key means seconds, so `interval = 4000` waits 66 minutes \
        between pages: almost surely milliseconds were meant. `interval` and `resume-after` warn \
        from 100 upwards (100 s = 1 min 40 s). The two fixes write the value with a unit, \
        `"4s"` or `"4000ms"`; write `"4000s"` to keep the seconds and silence the warning. \
        Above a key's upper bound the number is an error (E0301) with the same suggestion.
        """,
        wrong: spec("[carousel.auto]\ninterval = 4000\n"),
        right: spec("[carousel.auto]\ninterval = \"4s\"\n"))
}

/// The message of W0411 and its fix-its.
extension SpecMessages {
    /// W0411: `interval = 4000` reads as 66 minutes; asks whether milliseconds were meant.
    static func bareSecondsLookLikeMilliseconds(
        _ key: String, _ number: Double, _ readings: DurationSense.Readings, span: SourceSpan, path: String
    ) -> Diagnostic {
        let keep = "\"\(Bounds.format(number))s\""
        return Diagnostic(
            DiagnosticCode.bareDurationLooksLikeMilliseconds,
            message: "`\(key)` is \(DurationSense.spelled(number)); \(DurationSense.question(readings))",
            span: span, path: path,
            help:
                "a bare number in a duration key means seconds; write the unit: \(readings.seconds), "
                + "\(readings.milliseconds), or \(keep) to keep \(Bounds.format(number)) seconds",
            fixIts: millisecondFixIts(readings, at: span))
    }
}
