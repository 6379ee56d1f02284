import SourceDiagnostics

extension SpecMessages {
    /// An E0301 for a bare number above a duration key's bound, with the millisecond reading as
    /// help and fix-its (`resume-after = 4000`: did you mean "4s" or "4000ms"?).
    static func suggestingMilliseconds(
        _ diagnostic: Diagnostic, _ number: Double, _ readings: DurationSense.Readings, at span: SourceSpan
    ) -> Diagnostic {
        var copy = diagnostic
        copy.help = "\(DurationSense.spelled(number)); \(DurationSense.question(readings))"
        copy.fixIts = millisecondFixIts(readings, at: span)
        return copy
    }

    /// Two alternatives: the value in seconds and in milliseconds, both with their unit.
    static func millisecondFixIts(_ readings: DurationSense.Readings, at span: SourceSpan) -> [FixIt] {
        [
            .replace(span, with: readings.seconds, safety: .unsafe),
            .replace(span, with: readings.milliseconds, safety: .unsafe),
        ]
    }
}
