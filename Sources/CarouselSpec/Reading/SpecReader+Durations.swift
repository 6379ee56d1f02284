import SourceDiagnostics

extension SpecReader {
    /// Reads a bare number in a duration key (seconds) with unit sense: above the key's upper bound
    /// the E0301 error suggests the millisecond reading, and at or above the key's
    /// ``FieldDescriptor/bareSecondsLimit`` inside the bounds W0411 asks whether milliseconds were meant.
    mutating func readBareDuration(
        _ number: Double, written: String, field: FieldDescriptor, span: SourceSpan, path: String
    ) -> SpecValue? {
        let readings = DurationSense.millisecondReadings(of: number, within: field.bounds)
        if let bounds = field.bounds, let max = bounds.max, number.isFinite, number > max {
            var diagnostic = SpecMessages.outOfRange(
                field.key, value: written + " s", bounds: bounds, unit: " s", span: span, path: path)
            if let readings { diagnostic = SpecMessages.suggestingMilliseconds(diagnostic, number, readings, at: span) }
            fail(diagnostic)
            return nil
        }
        guard
            let seconds = checkNumber(number, field: field, span: span, path: path, unit: " s", written: written + " s")
        else { return nil }
        if let limit = field.bareSecondsLimit, number >= limit, let readings {
            fail(SpecMessages.bareSecondsLookLikeMilliseconds(field.key, number, readings, span: span, path: path))
        }
        return .duration(seconds)
    }
}
