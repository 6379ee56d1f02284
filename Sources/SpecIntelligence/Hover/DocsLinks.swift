import CarouselSpec

/// Points the docs links of hover and completion texts at another copy of docs/spec.md (the
/// language server's `--docs-url` folder, a `file://` URL into a checkout) instead of the
/// published one the JSON Schema names.
enum DocsLinks {
    /// `text` with every link to the published spec.md pointing at `specURL` instead.
    static func rebased(_ text: String, specURL: String?) -> String {
        guard let specURL, specURL != SpecDocs.specURL else { return text }
        var result = ""
        var rest = text[...]
        while let range = rest.firstRange(of: SpecDocs.specURL) {
            result += rest[..<range.lowerBound]
            result += specURL
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
