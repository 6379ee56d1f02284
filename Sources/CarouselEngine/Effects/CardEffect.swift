/// How a paging carousel transforms its pages by their offset from the selected position
/// (`effect` in the spec; formulas in docs/engine.md, "Effects").
public enum CardEffect: Sendable, Hashable, Codable {
    /// Pages side by side, moved flat (the default).
    case slide
    /// Pages stacked in place: the page at `floor(p)` opaque, the next one over it fading in.
    case fade
    /// Swiper's coverflow: neighbours turned, pushed back and drawn towards the centre.
    case coverflow(CoverflowSettings)
    /// iCarousel's rotary and cylinder rings, and their inverted forms.
    case ring(RingSettings)
    /// iCarousel's time machine: pages receding in a tilted line, the ones past the selection fading.
    case timeMachine(TimeMachineSettings)
    /// Swiper's cube: the pages are the side faces of a turning cube.
    case cube
    /// Swiper's flip: the page turns over about its middle to show the next one.
    case flip
    /// Swiper's cards: a deck, the pages behind peeking out, turned and offset.
    case cards(CardsSettings)
    /// Position-keyed transforms (`[[carousel.transform]]`), interpolated between stops.
    case custom([TransformStop])

    /// Whether the effect moves cards in depth (it then needs the perspective).
    public var isSpatial: Bool {
        switch self {
        case .slide, .fade: return false
        case .coverflow, .ring, .timeMachine, .cube, .flip, .cards, .custom: return true
        }
    }
}

/// Swiper's `coverflowEffect` parameters (`[carousel.coverflow]`).
public struct CoverflowSettings: Sendable, Hashable, Codable {
    /// Turn of a page one stride from the centre, degrees.
    public var rotateDegrees: Double
    /// Push back of a page one stride from the centre, points.
    public var depthPoints: Double
    /// Pull towards the centre of a page one stride away, points.
    public var stretchPoints: Double
    /// Multiplies the offset before the other parameters are applied.
    public var modifier: Double

    /// Creates coverflow settings.
    public init(rotateDegrees: Double, depthPoints: Double, stretchPoints: Double, modifier: Double) {
        self.rotateDegrees = rotateDegrees
        self.depthPoints = depthPoints
        self.stretchPoints = stretchPoints
        self.modifier = modifier
    }

    /// Swiper's defaults: rotate 50, depth 100, stretch 0, modifier 1.
    public static let standard = CoverflowSettings(rotateDegrees: 50, depthPoints: 100, stretchPoints: 0, modifier: 1)
}

/// The ring effects of iCarousel (`[carousel.ring]`).
public struct RingSettings: Sendable, Hashable, Codable {
    /// Rotary cards stay facing the viewer; cylinder cards turn with the ring; wheel cards
    /// turn in the window's plane about a hub beside the carousel.
    public enum Shape: String, Sendable, Hashable, Codable {
        case rotary
        case cylinder
        case wheel
    }

    /// The ring's shape.
    public var shape: Shape
    /// Inverted: the ring bends towards the viewer instead of away.
    public var inverted: Bool
    /// Ring radius in points; nil: iCarousel's default from the stride and the item count.
    public var radius: Double?
    /// The ring tipped about the cross axis through its centre, degrees (positive: seen from
    /// above for a horizontal ring, from the left for a vertical one). A wheel turns in the
    /// window's plane and has no tilt.
    public var tiltDegrees: Double

    /// Creates ring settings.
    public init(shape: Shape, inverted: Bool, radius: Double?, tiltDegrees: Double) {
        self.shape = shape
        self.inverted = inverted
        self.radius = radius
        self.tiltDegrees = tiltDegrees
    }

    /// Most items spread around the ring (iCarousel's `MAX_VISIBLE_ITEMS`).
    public static let maxRingItems = 30

    /// The radius in points for a ring of `itemCount` items with pages `stride` points apart:
    /// `radius`, or iCarousel's default (docs/engine.md, "Effects").
    public func radius(stride: Double, itemCount: Int) -> Double {
        radius ?? EffectLayout.defaultRadius(shape, stride: stride, count: min(itemCount, Self.maxRingItems))
    }
}

/// What a backend does with a card whose back faces the viewer.
public enum BackFaceRule: String, Sendable, Hashable, Codable {
    /// Not drawn (cylinders: the far side of the ring).
    case hidden
    /// Drawn as seen through the card, mirrored (coverflow turned past 90°).
    case mirrored
}

/// A card's place in 3D: its transform, the perspective it is seen through and its back-face rule.
public struct CardSpatial: Sendable, Hashable {
    /// The projection of the card's rectangle.
    public var projection: CardProjection
    /// What to do with the card's back.
    public var backFace: BackFaceRule
    /// How much the face is darkened, 0...1: drawn over with black at this alpha inside the
    /// card's shape (the cube's `slide-shadows`; 0 elsewhere).
    public var shade: Double = 0

    /// Creates a spatial placement.
    public init(projection: CardProjection, backFace: BackFaceRule) {
        self.projection = projection
        self.backFace = backFace
    }
}
