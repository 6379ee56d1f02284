import CarouselEngine

/// The weight a card's title is drawn in: the two weights the bundled font (DejaVu Sans) has.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    /// DejaVu Sans.
    case regular
    /// DejaVu Sans Bold.
    case bold
}

/// Where a card's label lines sit across the card.
///
/// `leading` and `trailing` name the start and end side of the text direction, not left and
/// right: today every line is laid out left to right, so `leading` is the left edge; a
/// right-to-left line will start at the right edge with the same setting.
public enum TextAlign: String, Sendable, Hashable, CaseIterable {
    /// At the start side of the text (the left edge for left-to-right text).
    case leading
    /// Centred in the card.
    case center
    /// At the end side of the text (the right edge for left-to-right text).
    case trailing
}

/// Where a card's block of label lines sits up and down the card.
public enum TextPosition: String, Sendable, Hashable, CaseIterable {
    /// Stacked up from the bottom padding (the default).
    case bottom
    /// Centred between the top and the bottom of the card.
    case center
    /// Hanging from the top padding.
    case top
}

/// How a card's title and subtitle are set: sizes, the title's weight, alignment and how many
/// lines each may wrap onto (`[carousel.text]`, overridden per item).
public struct LabelStyle: Sendable, Hashable {
    /// Title size in points; nil: derived from the card (``CardText/titlePoints(card:)``).
    public var titlePoints: Double?
    /// Subtitle size in points; nil: derived from the title (``CardText/subtitlePoints(title:)``).
    public var subtitlePoints: Double?
    /// The title's weight (the subtitle is always regular).
    public var weight: FontWeight
    /// Where the lines sit across the card.
    public var align: TextAlign
    /// Where the block of lines sits up and down the card (`text-position`).
    public var position: TextPosition = .bottom
    /// Most lines the title wraps onto; the last one ends with "…" when text is left over.
    public var titleLines: Int
    /// Most lines the subtitle wraps onto.
    public var subtitleLines: Int
    /// The carousel reads right to left (`direction = "rtl"`): `leading` is the right side and
    /// `trailing` the left one. Set by the scene from the carousel's frame.
    public var rightToLeft = false

    /// Creates a style.
    public init(
        titlePoints: Double? = nil, subtitlePoints: Double? = nil, weight: FontWeight = .bold,
        align: TextAlign = .leading, titleLines: Int = 2, subtitleLines: Int = 2
    ) {
        self.titlePoints = titlePoints
        self.subtitlePoints = subtitlePoints
        self.weight = weight
        self.align = align
        self.titleLines = titleLines
        self.subtitleLines = subtitleLines
    }

    /// The defaults: sizes from the card, bold title, leading, at the bottom, two lines each.
    public static let standard = LabelStyle()
}

/// The sizes of a card's labels derived from the card: the one set of formulas the scene
/// (``CardLabels`` in CarouselScene), the backend's card-face cache and `check` share.
public enum CardText {
    /// Darkest alpha (0...255) of the black gradient drawn behind labels on image cards, at the
    /// card's bottom edge: what `check` holds image labels against (W0436).
    public static let scrimAlpha = 120.0

    /// The title size in points for a card of `card` points:
    /// `clamp(min(height × 0.15, width × 0.12), 10...30)`, rounded.
    public static func titlePoints(card: Size) -> Double {
        max(10, min(30, min(card.height * 0.15, card.width * 0.12))).rounded()
    }

    /// The subtitle size in points under a title of `title` points: 0.62 of it, rounded, at least 9.
    public static func subtitlePoints(title: Double) -> Double { max(9, (title * 0.62).rounded()) }

    /// The space between the card's edges and its labels, in points:
    /// `clamp(min(width, height) × 0.09, 9...18)`, rounded.
    public static func padding(card: Size) -> Double {
        max(9, min(18, min(card.width, card.height) * 0.09)).rounded()
    }

    /// The line height `check` assumes for text of `points` points, in points: 1.2 × the size, a
    /// usual line height (the bundled DejaVu Sans draws 1.16). Drawing measures the real font.
    public static func estimatedLineHeight(points: Double) -> Double { points * lineHeightRatio }

    /// Line height over font size assumed by ``estimatedLineHeight(points:)``.
    public static let lineHeightRatio = 1.2
}
