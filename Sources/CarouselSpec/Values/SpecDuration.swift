/// The spec's duration grammar for other modules: `250ms`, `1.5 s`, `2min` (a number, an
/// optional space, a unit), so command-line time options read times the way spec files do.
public enum SpecDuration {
    /// The seconds `text` names, or nil when it is not a duration with a unit.
    public static func seconds(_ text: String) -> Double? {
        if case .success(let seconds) = DurationParser.parse(text) { return seconds }
        return nil
    }
}
