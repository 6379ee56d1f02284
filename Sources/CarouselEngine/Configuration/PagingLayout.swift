/// Where the selected item of a paging carousel snaps inside the region (the frame minus the insets).
public enum SnapAlign: String, Sendable, Hashable, Codable, CaseIterable {
    /// The item's leading edge at the region's leading edge.
    case start
    /// The item's centre at the region's centre (the default: one page centred, neighbours peeking).
    case center
    /// The item's trailing edge at the region's trailing edge.
    case end
}

/// How far one move (a flick, a key press, a wheel step, an auto-scroll tick) goes.
public enum ScrollStep: Sendable, Hashable, Codable {
    /// This many items (at least 1).
    case items(Int)
    /// `max(1, floor(per-view))` items: one screenful of whole items.
    case page
}

/// Several items per view on a paging carousel: `per-view`, `align`, `scroll-by`, `contain`.
///
/// The defaults (one item per view, centred, one item per move, not contained) are the paging
/// carousel as it was before these keys: a page the size of the region, centred.
public struct PagingLayout: Sendable, Hashable, Codable {
    /// Items per view (1..50; a fraction shows part of the next item).
    public var perView: Double
    /// Where the selected item snaps.
    public var align: SnapAlign
    /// How far one move goes.
    public var scrollBy: ScrollStep
    /// Finite carousels only: no empty space before the first or after the last item.
    public var contain: Bool
    /// A thumbnail strip (a finite `sync` follower without `align`): start-aligned, its view
    /// scrolled only as far as keeps the selected item whole in view, never past either end
    /// (Swiper's thumbs; see ``ThumbView``).
    public var thumbs = false
    /// `per-view = "auto"`: each item as long as its content (nil: `per-view` equal items).
    public var lengths: ItemLengths? = nil

    /// Creates a paging layout.
    public init(
        perView: Double = 1, align: SnapAlign = .center, scrollBy: ScrollStep = .items(1), contain: Bool = false
    ) {
        self.perView = perView
        self.align = align
        self.scrollBy = scrollBy
        self.contain = contain
    }

    /// Items one move goes: `scroll-by`, or `max(1, floor(per-view))` for `"page"`.
    public var step: Int {
        switch scrollBy {
        case .items(let count): return max(1, count)
        case .page: return max(1, CheckedInt.of(perView, .down))
        }
    }
}
