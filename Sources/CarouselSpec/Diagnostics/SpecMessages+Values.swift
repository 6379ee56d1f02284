import SourceDiagnostics

extension SpecMessages {
    /// A valid id close to `value`: `Main Page` -> `main-page`, `1st` -> `carousel-1st`, and
    /// `my-carousel` when nothing of it is left (`""`, `"---"`), so the help never shows `e.g. ""`.
    static func identifier(like value: String) -> String {
        var text = ""
        for character in value.lowercased() {
            let keep = character.isASCII && (character.isLetter || character.isNumber)
            if keep { text.append(character) } else if !text.isEmpty, text.last != "-" { text.append("-") }
        }
        while text.hasSuffix("-") { text.removeLast() }
        if text.isEmpty { return "my-carousel" }
        if let first = text.first, !first.isLetter { text = "carousel-" + text }
        text = String(text.prefix(64))
        while text.hasSuffix("-") { text.removeLast() }
        return text
    }

    /// Words other carousel and layout libraries use for a value this spec spells differently
    /// (CSS's `left` for `leading`, `normal` for `regular`): offered when no spelling is close.
    static let valueSynonyms: [String: String] = [
        "left": "leading", "start": "leading", "right": "trailing", "end": "trailing",
        "centre": "center", "middle": "center", "normal": "regular", "semibold": "bold", "heavy": "bold",
    ]

    /// The file types a path key takes, for help lines.
    static func allowedFiles(_ key: String) -> String { key == "font" ? ".ttf or .otf" : ".png, .jpg, .jpeg or .bmp" }

    /// `photos/photo.png` for the folder `photos/` (never an empty example: `photo.png` for `""`).
    static func fileInFolder(_ folder: String, _ key: String) -> String {
        var base = folder
        while base.hasSuffix("/"), base.count > 1 { base.removeLast() }
        let name = key == "font" ? "font.ttf" : "photo.png"
        if base.isEmpty || base == "." { return name }
        return base == "/" ? "/" + name : base + "/" + name
    }
}
