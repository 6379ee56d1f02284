/// What `.carousel-lint.toml` does with a diagnostic code.
public enum LintLevel: String, Sendable, Hashable, CaseIterable {
    /// Drop the warning.
    case allow
    /// Keep it a warning (undoes a file-wide `allow` or `deny` in an override).
    case warn
    /// Make the warning an error, which fails the run.
    case deny
}

/// One `CODE = "level"` entry of a severity table, with where it was written.
public struct LevelSetting: Sendable, Hashable {
    /// The code, upper case (`W0404`).
    public var code: String
    /// The level.
    public var level: LintLevel
}
