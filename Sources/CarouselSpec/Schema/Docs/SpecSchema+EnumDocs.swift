extension SpecSchema {
    /// What each value of each enumerated key does, keyed by the key and then the value: one
    /// sentence for hover, completion and the JSON Schema's `x-taplo` enum docs.
    ///
    /// A test checks that every value of every `.enumeration` descriptor has a sentence here.
    static let enumValueDocs: [String: [String: String]] = [
        "pagination": [
            "dots": "Page dots, windowed to what the strip holds (the default with `indicators`).",
            "fraction": "The position as text, e.g. \"3 / 10\".",
            "progress": "A bar filled to the selected position over the item count.",
            "none": "No indicator and no strip (as `indicators = false`).",
        ],
        "effect": [
            "slide": "Pages slide side by side (the default).",
            "fade": "Pages stay in place; the next page fades in over the one being left.",
            "coverflow": "Side pages turn and recede in perspective (`[carousel.coverflow]`).",
            "rotary": "Pages sit on a flat ring seen from the front (`[carousel.ring]`).",
            "inverted-rotary": "A rotary ring seen from inside: only its far half is drawn.",
            "cylinder": "Pages face outward on a turning cylinder, in perspective.",
            "inverted-cylinder": "Pages face inward on a cylinder seen from inside.",
            "wheel": "Pages stand on a wheel that turns in the window's plane.",
            "inverted-wheel": "A wheel seen from the other side.",
            "time-machine": "Pages recede in a tilted line; the next one fades in from the front (`tilt`).",
            "inverted-time-machine": "A time machine the other way: the next pages recede.",
            "cube": "Pages are the faces of a turning cube.",
            "flip": "The page turns over about its middle to show the next one.",
            "cards": "A deck of cards; the top one swings out while dragged (`[carousel.cards]`).",
            "custom": "Your own transforms by offset (`[[carousel.transform]]` stops).",
        ],
        "mode": [
            "page": "A release settles on a page (the default).",
            "free": "A release coasts, slowing by `deceleration`, and rests where it stops.",
            "free-snap": "A release coasts and comes to rest exactly on the nearest snap point.",
        ],
        // `layout` of `[carousel.m3]`, qualified by its table: `[window]` has a `layout` too.
        "carousel-grid.fill": [
            "column": "Each line is filled across the axis before the next line (Swiper's default).",
            "row": "Each row runs the whole carousel before the next row starts.",
        ],
        "carousel-m3.layout": [
            "multi-browse": "Large, medium and small items along keylines (the default).",
            "hero": "One large item and a small peek (`hero-align`: start or center).",
            "uncontained": "Every item `preferred-item-width` long; the last one clips at the edge.",
        ],
        "hero-align": [
            "start": "The large item at the start, a peek after it (the default).",
            "center": "The large item centred, a peek on each side.",
        ],
        "align": [
            "start": "The selected item rests at the region's start.",
            "center": "The selected item rests at the region's centre (the default).",
            "end": "The selected item rests at the region's end.",
        ],
        "on-interaction": [
            "resume": "Auto-scroll pauses while the user interacts, then resumes (the default).",
            "stop": "The first drag, tap, key or wheel turn switches auto-scroll off.",
        ],
        "announce": [
            "user": "Auto-scroll page changes are announced only when the user switched auto-scroll on (the default).",
            "always": "Every auto-scroll page change is announced (a screen whose changes are the message).",
        ],
        "on-reduced-motion": [
            "step": "The marquee jumps item by item, each standing for its reading time (the default).",
            "stand": "The marquee stands still; items move only when the reader scrolls.",
        ],
        "resume": [
            "restart": "After a pause the next move waits a whole interval (the default).",
            "remaining": "After a pause the countdown continues with the time that was left.",
        ],
        "progress": [
            "none": "No indicator of the time left (the default).",
            "bar": "A thin bar shows the time left until the next move.",
            "ring": "A ring in the top trailing corner shows the time left until the next move.",
        ],
        "reduced-motion": [
            "auto": "Follow the desktop (CAROUSEL_REDUCED_MOTION, then GNOME's enable-animations).",
            "on": "Page changes jump (auto-scroll keeps its interval), marquees step or stand, effects are plain.",
            "off": "Full motion whatever the desktop says.",
        ],
        "kind": [
            "paging": "Pages of cards that settle one page at a time.",
            "stack": "A 3D ring of cards; the front card is focused.",
            "marquee": "A continuous scroll of cards (a ticker).",
            "focus": "A tall centre card between shorter neighbours.",
            "m3": "Material 3 keylines: items grow and shrink, masked, as they move (`[carousel.m3]`).",
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
            "ltr": "Left to right: item 0 and the leading side on the left (the default).",
            "rtl": "Right to left: mirrored, item 0 and the leading side on the right, labels set from the right.",
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
        "image-fit": [
            "cover": "The image covers the card, its aspect ratio kept; what overflows is cut off (the default).",
            "contain":
                "The whole image shows inside the card, its aspect ratio kept, letterboxed over the card's colour.",
            "fill": "The image is stretched to the card in both directions.",
        ],
        "text-position": [
            "bottom": "The lines are stacked up from the bottom of the card.",
            "center": "The lines are centred up and down the card.",
            "top": "The lines hang from the top of the card.",
        ],
    ]

    /// The value docs of enumerated `field` of `table`: the table-qualified entry
    /// (`carousel-m3.layout`) when there is one, else the key's, keeping only the field's own values
    /// (`direction` names both `[carousel.auto] direction` and the reading direction).
    static func enumDocs(_ field: FieldDescriptor, in table: TableDescriptor) -> [String: String]? {
        guard let docs = enumValueDocs[table.name + "." + field.key] ?? enumValueDocs[field.key] else { return nil }
        guard case .enumeration(let names) = field.type else { return docs }
        return docs.filter { names.contains($0.key) }
    }
}
