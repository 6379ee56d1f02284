import CarouselEngine
import CarouselSpec

/// What the demo window shows a screen reader on the accessibility bus (AT-SPI): an application
/// named by `[window] title`, one list per carousel, and list items for the items near each
/// selection. Pure: ``AccessibilityBridge`` hands it to the C side.
struct AccessibleWindow: Equatable {
    /// How many items on each side of the selection have an object: a carousel of 10 million items
    /// has at most `2 × itemRadius + 1` of them, and the count is in the list's description and
    /// in every item's "Item N of M". 10 covers every item in view of the kinds' widest layouts.
    static let itemRadius = 10

    /// The application's name: the window's title.
    var title: String
    /// One per carousel, in the spec's order.
    var lists: [AccessibleList]

    /// The window as `spec` describes it, at the selections and focus of `frames` (one per
    /// carousel, as `Engine.frames()` gives them; carousels without a frame are left out).
    init(spec: ResolvedSpec, frames: [CarouselFrame]) {
        title = spec.window.title
        lists = spec.carousels.compactMap { carousel in
            frames.first { $0.id == carousel.engine.id }.map { AccessibleList(carousel: carousel, frame: $0) }
        }
    }
}

/// A carousel as a list: named by its `label` (else its title, else its id), described by its
/// kind and item count, focused when it has the keyboard.
struct AccessibleList: Equatable {
    /// The carousel's id.
    var id: String
    var name: String
    /// "paging carousel, 4 items".
    var description: String
    var focused: Bool
    /// The 0-based index of the selected item; nil when the carousel has no items.
    var selected: Int?
    /// The items near the selection, in order (see ``AccessibleWindow/itemRadius``).
    var items: [AccessibleItem]

    init(carousel: ResolvedCarousel, frame: CarouselFrame) {
        let count = carousel.items.count
        id = carousel.engine.id
        name = carousel.label
        description = "\(carousel.engine.kind.rawValue) carousel, \(count) item\(count == 1 ? "" : "s")"
        focused = frame.focused
        selected = count > 0 ? min(max(frame.selection, 0), count - 1) : nil
        guard let selected else {
            items = []
            return
        }
        let radius = AccessibleWindow.itemRadius
        let range = max(0, selected - radius)...min(count - 1, selected + radius)
        items = range.map { index in
            AccessibleItem(
                index: index, name: carousel.spokenName(of: index) ?? "",
                description: carousel.position(of: index) ?? "")
        }
    }
}

/// An item as a list item: named by its `alt` or title, described "Item N of M" (the words of the
/// `announce` line, from the same place).
struct AccessibleItem: Equatable {
    /// The item's 0-based index in its carousel.
    var index: Int
    var name: String
    var description: String
}
