/// Whether a fix-it keeps what the user meant (ruff's model): `carousel check --fix` applies only
/// safe fix-its, `--unsafe-fixes` applies both kinds.
///
/// Every producer of a fix-it rules on it: a spelling or syntax correction is safe; a fix that
/// removes a key the user wrote, changes a value they chose (a clamp to a range, a cut frame), picks
/// one of several alternatives, or rests on another diagnostic's state is unsafe.
/// docs/cli.md rules on each kind.
public enum FixSafety: String, Sendable, Hashable, Codable {
    /// Keeps the spec's meaning: applied by `check --fix`.
    case safe
    /// May change what the spec means: applied only with `check --unsafe-fixes`.
    case unsafe
}
