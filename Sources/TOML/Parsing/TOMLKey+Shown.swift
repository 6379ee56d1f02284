extension TOMLKey {
    /// The key as messages show it: the empty key as `""`, the way TOML writes it, so a help line
    /// never reads `[[]]` or an empty pair of backticks.
    var shownName: String { name.isEmpty ? "\"\"" : name }
}
