extension SpecSchema {
    /// What each value of each enumerated key does, keyed by the key and then the value: one
    /// sentence for hover, completion and the JSON Schema's `x-taplo` enum docs.
    ///
    /// A test checks that every value of every `.enumeration` descriptor has a sentence here.
    static let enumValueDocs: [String: [String: String]] = [
        "kind": [
            "paging": "Pages of cards that settle one page at a time.",
            "stack": "A 3D ring of cards; the front card is focused.",
            "marquee": "A continuous scroll of cards (a ticker).",
            "focus": "A tall centre card between shorter neighbours.",
        ],
        "axis": [
            "horizontal": "Cards move left and right.",
            "vertical": "Cards move up and down.",
        ],
        "layout": [
            "rows": "Carousels without a frame share the window as equal rows, top to bottom.",
            "columns": "Carousels without a frame share the window as equal columns, left to right.",
        ],
        "direction": [
            "forward": "Auto-scroll moves to the next page (or drifts forward).",
            "backward": "Auto-scroll moves to the previous page (or drifts backward).",
        ],
        "animation": [
            "spring": "Settles with a spring (`stiffness`, `damping`).",
            "ease-out": "Settles with an ease-out curve over `duration`.",
        ],
        "font-weight": [
            "regular": "The title in the regular weight.",
            "bold": "The title in bold.",
        ],
        "text-align": [
            "leading": "Lines start at the start side of the text (left today).",
            "center": "Lines are centred in the card.",
            "trailing": "Lines end at the end side of the text (right today).",
        ],
    ]
}
