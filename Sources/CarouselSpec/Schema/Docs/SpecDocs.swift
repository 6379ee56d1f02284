/// Links into docs/spec.md: the one place that knows where the published docs live and which
/// section documents which table (hover links and the JSON Schema's `x-taplo` links).
package enum SpecDocs {
    /// docs/spec.md as published with the repository. Change it here when the repository moves.
    package static let specURL = "https://github.com/carousel-spec/carousel/blob/main/docs/spec.md"

    /// The heading of docs/spec.md that documents each table (by ``TableDescriptor/name``).
    package static let headings: [String: String] = [
        "spec": "The top level",
        "window": "`[window]`",
        "defaults": "Reuse: `extends` and `[defaults]`",
        "carousel": "`[[carousel]]`",
        "frame": "Where carousels go",
        "insets": "`[[carousel]]`",
        "window-insets": "Where carousels go",
        "page-size": "Paging",
        "carousel-text": "`[carousel.text]`: card labels",
        "carousel-auto": "`[carousel.auto]`: auto-scroll",
        "carousel-snap": "`[carousel.snap]`: settling (paging, focus, stack)",
        "carousel-stack": "Stack: a 3D ring of cards",
        "carousel-marquee": "Marquee: continuous scrolling",
        "carousel-focus": "Focus: a tall centre card",
        "item-size": "Focus: a tall centre card",
        "carousel-m3": "Material 3: keylines (`kind = \"m3\"`)",
        "carousel-grid": "Grids: `[carousel.grid]`",
        "item": "Items",
        "carousel-generate": "Items",
        "carousel-source": "Items from a folder, a file or another carousel: `[carousel.source]`",
        "carousel-coverflow": "Effects: how pages move (paging, focus)",
        "carousel-ring": "Effects: how pages move (paging, focus)",
        "carousel-cards": "Effects: how pages move (paging, focus)",
        "carousel-transform": "Effects: how pages move (paging, focus)",
        "carousel-cube": "Cube shadows: `[carousel.cube]`",
        "carousel-wheel": "Interaction switches: drag, keys, wheel",
        "carousel-when": "Responsive rules: `[[carousel.when]]`",
        "carousel-when-auto": "Responsive rules: `[[carousel.when]]`",
        "carousel-when-focus": "Responsive rules: `[[carousel.when]]`",
        "carousel-when-marquee": "Responsive rules: `[[carousel.when]]`",
    ]

    /// The URL of the section that documents table `name` (the `[[carousel]]` section when unknown).
    package static func url(forTable name: String) -> String {
        specURL + "#" + anchor(headings[name] ?? "`[[carousel]]`")
    }

    /// The URL of the section that documents carousels of `kind`.
    package static func url(forKind kind: String) -> String {
        let tables = [
            "stack": "carousel-stack", "marquee": "carousel-marquee", "focus": "carousel-focus", "m3": "carousel-m3",
        ]
        let table = tables[kind]
        return table.map { url(forTable: $0) } ?? specURL + "#" + anchor("Paging")
    }

    /// GitHub's anchor for a heading: lower case, spaces to dashes, other punctuation dropped.
    package static func anchor(_ heading: String) -> String {
        var result = ""
        for character in heading.lowercased() {
            if character == " " {
                result.append("-")
            } else if character == "-" || character == "_" || character.isLetter || character.isNumber {
                result.append(character)
            }
        }
        return result
    }

    /// `[docs/spec.md: \[carousel.auto\]](url)`: a Markdown link to a section.
    package static func link(_ url: String, title: String) -> String {
        var shown = ""
        for character in title where character != "`" {
            if character == "[" || character == "]" { shown.append("\\") }
            shown.append(character)
        }
        return "[docs/spec.md: \(shown)](\(url))"
    }
}
