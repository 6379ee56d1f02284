import CarouselEngine

/// An sRGB color with alpha, 0...255 per channel.
public struct RGBAColor: Sendable, Hashable, Codable {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Alpha, 0 (transparent)...255 (opaque).
    public var alpha: UInt8
    /// Creates a color.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// `#RRGGBBAA`.
    public var hex: String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for byte in [red, green, blue, alpha] {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return text
    }
}

/// One item as the renderer draws it.
public struct ResolvedItem: Sendable, Hashable {
    /// Id, unique in the carousel (the 1-based position when the spec gives none).
    public var id: String
    /// Title drawn on the card.
    public var title: String
    /// Second line, if any.
    public var subtitle: String?
    /// Card color.
    public var color: RGBAColor
    /// Text color (white or black by contrast when the spec gives none).
    public var textColor: RGBAColor
    /// Absolute path of the image, if any.
    public var imagePath: String?
    /// Text colour on the image, when the spec gives `text-color` for an image item (nil: white
    /// over the label scrim).
    public var imageTextColor: RGBAColor?
    /// How the title and subtitle are set (the carousel's `[carousel.text]` with the item's own keys).
    public var label: LabelStyle
    /// The image's text alternative (`alt`); "" marks a decorative image, nil: not written.
    public var alt: String?
    /// How the image fills the card (`image-fit`, `image-position`: the item's, else the carousel's).
    public var imageFitting: ImageFitting
    /// Creates an item.
    public init(
        id: String, title: String, subtitle: String?, color: RGBAColor, textColor: RGBAColor, imagePath: String?,
        imageTextColor: RGBAColor? = nil, label: LabelStyle = .standard, alt: String? = nil,
        imageFitting: ImageFitting = .standard
    ) {
        self.alt = alt
        self.imageFitting = imageFitting
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.color = color
        self.textColor = textColor
        self.imagePath = imagePath
        self.imageTextColor = imageTextColor
        self.label = label
    }
}

/// The items of a carousel: a list, or generated on demand (10,000,000 items cost nothing).
public enum ResolvedItems: Sendable, Hashable {
    /// Items listed in the spec, resolved when compiled.
    case list([ResolvedItem])
    /// Items made on demand from a title template and a palette (see `GeneratedItems`).
    case generated(GeneratedItems)

    /// Number of items.
    public var count: Int {
        switch self {
        case .list(let items): return items.count
        case .generated(let generated): return generated.count
        }
    }
}

/// One carousel, resolved: the engine configuration plus what the renderer needs.
public struct ResolvedCarousel: Sendable, Hashable {
    /// What the engine moves.
    public var engine: CarouselConfiguration
    /// Optional label drawn above the carousel.
    public var title: String?
    /// The items, listed or generated.
    public var items: ResolvedItems
    /// Accessible name: `label`, else the title, else the id.
    public var label: String
    /// `pagination-color`, nil for the title colour (inactive dots dimmed).
    public var paginationColor: RGBAColor? = nil
    /// `pagination-active-color`, nil for the title colour.
    public var paginationActiveColor: RGBAColor? = nil
    /// Creates a resolved carousel.
    public init(engine: CarouselConfiguration, title: String?, items: ResolvedItems, label: String? = nil) {
        self.engine = engine
        self.title = title
        self.items = items
        self.label = label ?? title ?? engine.id
    }
}

/// The window of a spec, resolved.
public struct ResolvedWindow: Sendable, Hashable {
    /// Window title.
    public var title: String
    /// Size in points.
    public var size: Size
    /// Background color.
    public var background: RGBAColor
    /// Absolute path of the font, or nil for the bundled font.
    public var fontPath: String?
    /// How carousels without a frame share the window.
    public var layout: WindowLayout
    /// `reduced-motion` as written ("auto" until a command decides it, see ``ResolvedSpec/scene(reducedMotion:)``).
    public var reducedMotion: ReducedMotionSetting
    /// `kiosk = true`: `carousel demo` runs fullscreen with the public's inputs only (docs/demo.md).
    public var kiosk: Bool
    /// Points between the carousels of the layout (`spacing`).
    public var spacing: Double = 0
    /// Room between the window's edges and the carousels of the layout (`insets`), in points.
    public var insets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// `min-size`: the smallest window the scene is laid out at unscaled, or nil (then `size`).
    public var minSize: Size?

    /// The size below which the scene is shown scaled down: `min-size`, else `size` (``ViewFit``).
    public var fitSize: Size { minSize ?? size }
    /// Creates a window.
    public init(
        title: String, size: Size, background: RGBAColor, fontPath: String?, layout: WindowLayout,
        reducedMotion: ReducedMotionSetting = .auto, kiosk: Bool = false
    ) {
        self.kiosk = kiosk
        self.title = title
        self.size = size
        self.background = background
        self.fontPath = fontPath
        self.layout = layout
        self.reducedMotion = reducedMotion
    }
}

/// A whole spec after validation: plain Swift values, every default filled in.
public struct ResolvedSpec: Sendable, Hashable {
    /// Path of the spec file.
    public var path: String
    /// Format version (1).
    public var version: Int
    /// The window.
    public var window: ResolvedWindow
    /// The carousels in file order.
    public var carousels: [ResolvedCarousel]
    /// Creates a resolved spec.
    public init(path: String, version: Int, window: ResolvedWindow, carousels: [ResolvedCarousel]) {
        self.path = path
        self.version = version
        self.window = window
        self.carousels = carousels
    }

    /// The scene the engine plays, with full motion (reduced only when `reduced-motion = "on"`).
    public var scene: SceneConfiguration {
        scene(reducedMotion: window.reducedMotion == .on)
    }

    /// The scene the engine plays with reduced motion decided (a command resolves "auto").
    public func scene(reducedMotion: Bool) -> SceneConfiguration {
        SceneConfiguration(
            windowSize: window.size, layout: window.layout, carousels: carousels.map(\.engine),
            reducedMotion: reducedMotion, spacing: window.spacing, insets: window.insets)
    }
}
