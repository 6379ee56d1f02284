extension SpecMessages {
    /// Longest value or name shown in a message, in characters; longer ones are cut with an ellipsis,
    /// so a 10 MB bad value gives a one-line message (the source excerpt shows where it is).
    public static let maxShownCharacters = 80

    /// `"value"` for messages, cut to ``maxShownCharacters`` with `…` at the end.
    public static func quoted(_ value: String) -> String {
        "\"" + shortened(value) + "\""
    }

    /// `text` cut to ``maxShownCharacters`` characters with `…` at the end when it is longer.
    public static func shortened(_ text: String) -> String {
        guard text.utf8.count > maxShownCharacters, text.count > maxShownCharacters else { return text }
        return String(text.prefix(maxShownCharacters - 1)) + "…"
    }
}
