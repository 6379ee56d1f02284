import CarouselEngine
import CarouselSpec

/// What a finding is about, inside one carousel.
enum FindingSubject: Sendable, Hashable {
    /// The carousel's title line.
    case title
    /// Its page dots.
    case dots
    /// Its cards (the first one named by `item` of the finding).
    case cards
    /// The title of one item's card.
    case itemTitle(Int)
    /// The labels of its cards.
    case labels
}

/// Where a problem was seen: engine time and the window.
struct Moment: Sendable, Hashable {
    /// Seconds of engine time.
    var time: Double
    /// The window in points.
    var window: Size
    /// Whether the scene was the spec's, scaled down into a smaller window.
    var letterboxed: Bool
    /// The text proof at a size the layout proofs visit: the size the scene was laid out at
    /// (``window`` when it fits, else the spec's `min-size` or `size`, scaled down); nil at the
    /// spec's own size and in the render pass.
    var provenLayout: Size? = nil
}

/// One problem seen in one frame, before it is worded: the code, the carousel (0-based) and
/// what in it, and the numbers the message shows.
struct Finding: Sendable {
    /// The diagnostic code.
    var code: DiagnosticCode
    /// Position of the carousel in the spec.
    var carousel: Int
    /// What in the carousel.
    var subject: FindingSubject
    /// When and at which window size.
    var moment: Moment
    /// The specifics.
    var detail: FindingDetail

    /// The key findings are deduplicated by: one diagnostic per code, carousel and subject.
    var key: FindingKey { FindingKey(code: code, carousel: carousel, subject: subject) }
}

/// The deduplication key of a finding.
struct FindingKey: Sendable, Hashable {
    var code: DiagnosticCode
    var carousel: Int
    var subject: FindingSubject
}

/// The specifics of a finding.
enum FindingDetail: Sendable {
    /// Text drawn shorter than written: what was drawn (empty: nothing), the full text, the box.
    case cut(drawn: String, full: String, box: Rect, points: Double?)
    /// Something lying (partly) outside the window: its rectangle, and the item for cards.
    case outsideWindow(Rect, item: Int?)
    /// The label of the card the carousel rests on (window points) outside the carousel's frame.
    case outsideFrame(Rect, item: Int, clip: Rect)
    /// Something of this carousel under another carousel (index) drawn after it.
    case covered(Rect, by: Int, item: Int?)
    /// A label (rectangle in card points) outside its card's shape.
    case outsideCard(item: Int, label: Rect, card: Rect, radius: Double)
    /// A label of `item` under a translucent card of carousel `by`, item `coveringItem`.
    case showsThrough(item: Int, label: Rect, by: Int, coveringItem: Int, opacity: Double)
}
