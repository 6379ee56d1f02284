import CarouselEngine
import CarouselSpec

/// A card to draw: its shadow, its face and how its layout rectangle is moved onto the window.
public struct SceneCard: Sendable, Hashable {
    /// Id of the carousel the card belongs to.
    public var carousel: String
    /// Index of the item shown.
    public var item: Int
    /// The card's layout rectangle in window points, before `transform`.
    public var frame: Rect
    /// How `frame` is moved onto the window (today: zoomed about its centre).
    public var transform: CardTransform
    /// The carousel's corner radius in points, before the transform and before it is limited to
    /// half the card's shorter side.
    public var cornerRadius: Double
    /// The card's opacity from the engine, 0...1 (the fill's own alpha comes on top).
    public var opacity: Double
    /// The soft shadow under the card.
    public var shadow: CardShadow
    /// What the card shows.
    public var face: CardFace
    /// Title and subtitle laid out in `frame` (window points before the transform).
    public var labels: [FittedLabel]
    /// False when the item is missing (a plain placeholder fill, not worth caching).
    public var hasItem: Bool
    /// The colour painted opaque under a translucent card that covers another card (the window's
    /// background): the card then fades as a layer towards the background and hides what is
    /// behind it, so a back card's label never shows through it. Nil: nothing under the card.
    public var backdrop: RGBAColor?
    /// Whether the card cross-fades over the card behind it (`effect = "fade"`): what shows
    /// through it is meant to.
    public var crossFades = false
    /// The visible part of `frame` in window points when the card is masked (`kind = "m3"`):
    /// the composer clips the card to it. Nil: the whole card shows.
    public var mask: Rect? = nil
    /// How much a projected card's face is darkened, 0...1: black at this alpha over the face,
    /// inside its shape (the cube's `slide-shadows`).
    public var shade = 0.0
    /// Drawn as a soft translucent shadow, not a face: a pre-rendered soft texture (its edges
    /// fading out) tinted with the fill, at `opacity`, through the projection (a cube's ground shadow).
    public var isSoftShadow = false
    /// The corner radius of the visible rectangle when the card is masked, in points: the card's
    /// own radius as drawn, at most half the mask's shorter side, so a card cut by its mask keeps
    /// rounded corners (as Compose's mask clips with the item's shape). 0 when unmasked.
    public var maskCornerRadius: Double = 0

    /// Creates a card.
    public init(
        carousel: String, item: Int, frame: Rect, transform: CardTransform, cornerRadius: Double, opacity: Double,
        shadow: CardShadow, face: CardFace, labels: [FittedLabel], hasItem: Bool, backdrop: RGBAColor? = nil
    ) {
        self.carousel = carousel
        self.item = item
        self.frame = frame
        self.transform = transform
        self.cornerRadius = cornerRadius
        self.opacity = opacity
        self.shadow = shadow
        self.face = face
        self.labels = labels
        self.hasItem = hasItem
        self.backdrop = backdrop
    }

    /// The rectangle the card covers on the window.
    public var drawnRect: Rect { transform.apply(frame) }

    /// Whether the dark label scrim is drawn: only on an image, and only under a label (an image
    /// card with `title = ""` and no subtitle shows its picture untouched).
    public var hasScrim: Bool { face.imagePath != nil && !labels.isEmpty }

    /// Whether the card hides what is behind it inside its shape: drawn fully opaque, or over a
    /// backdrop.
    /// A projected card never does here (see ``isOpaque``): its drawn rectangle is only the
    /// bounds of its quadrilateral.
    public var hidesBehind: Bool {
        transform.projection == nil && (backdrop != nil || (opacity >= 1 && face.fill.alpha == 255))
    }

    /// Whether the card's face is drawn fully opaque (a projected card then hides what lies
    /// behind its quadrilateral, though not its whole ``drawnRect``).
    public var isOpaque: Bool { opacity >= 1 && face.fill.alpha == 255 }

    /// The corner radius as drawn: scaled, at most half the drawn card's shorter side.
    public var drawnCornerRadius: Double {
        let rect = drawnRect
        return min(cornerRadius * transform.scale, rect.width / 2, rect.height / 2)
    }
}

/// A card's soft shadow: the drawn card's shape, dropped by `blur * 0.35` and blurred.
public struct CardShadow: Sendable, Hashable {
    /// Blur in points.
    public var blur: Double
    /// Strength, 0...1.
    public var opacity: Double
    /// Opacity of the card above it (under a translucent card the whole shadow shows, evenly).
    public var cardOpacity: Double

    /// Creates a shadow.
    public init(blur: Double, opacity: Double, cardOpacity: Double) {
        self.blur = blur
        self.opacity = opacity
        self.cardOpacity = cardOpacity
    }
}

/// What a card shows, independent of its size: the resolved item's look.
public struct CardFace: Sendable, Hashable {
    /// Fill colour (its alpha included).
    public var fill: RGBAColor
    /// Image placed into the rounded shape by `imageFitting`, if any.
    public var imagePath: String?
    /// How the image fills the card (``ImagePlacement``).
    public var imageFitting: ImageFitting
    /// Title (before fitting).
    public var title: String
    /// Second line, if any (before fitting).
    public var subtitle: String?
    /// Label colour on the fill.
    public var textColor: RGBAColor
    /// Label colour on the image (over a dark scrim, with a shadow in `labelShadow`): the item's
    /// `text-color` when the spec gives one, else white.
    public var imageTextColor: RGBAColor
    /// Colour of the labels' 1-point shadow on an image.
    public var labelShadow: RGBAColor
    /// How the title and subtitle are set (sizes, weight, alignment, line limits).
    public var label: LabelStyle

    /// Creates a face.
    public init(
        fill: RGBAColor, imagePath: String?, title: String, subtitle: String?, textColor: RGBAColor,
        imageTextColor: RGBAColor = Theme.imageText, labelShadow: RGBAColor = Theme.textShadow,
        label: LabelStyle = .standard, imageFitting: ImageFitting = .standard
    ) {
        self.fill = fill
        self.imagePath = imagePath
        self.imageFitting = imageFitting
        self.title = title
        self.subtitle = subtitle
        self.textColor = textColor
        self.imageTextColor = imageTextColor
        self.labelShadow = labelShadow
        self.label = label
    }
}

/// A fitted label placed inside a card, in the card's coordinates before its transform.
public struct FittedLabel: Sendable, Hashable {
    /// The line.
    public var line: FittedLine
    /// Top-left corner in points, before the card's transform.
    public var origin: Point

    /// Creates a label.
    public init(line: FittedLine, origin: Point) {
        self.line = line
        self.origin = origin
    }
}
