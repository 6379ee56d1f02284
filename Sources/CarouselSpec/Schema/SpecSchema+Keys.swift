import CarouselEngine

/// Typed keys of the schema's tables, for the code that reads resolved tables (``SpecBuilder``,
/// ``SpecResolver``, the rules). Each is declared once here; defaults stay in the descriptors.
/// Items, the hot path of big specs, are read by slot (``ItemSlots``).
extension SpecSchema {
    /// The top level.
    enum RootKeys {
        static let version = DefaultedField<Int>(root, "version")
        static let window = Field<SpecTable>(root, "window")
        static let carousels = Field<[SpecTable]>(root, "carousel")
    }

    /// `[window]`.
    enum WindowKeys {
        static let title = Field<String>(window, "title")
        static let size = DefaultedField<[Int]>(window, "size")
        static let background = DefaultedField<RGBAColor>(window, "background")
        static let font = Field<String>(window, "font")
        static let layout = DefaultedField<String>(window, "layout")
        static let reducedMotion = DefaultedField<String>(window, "reduced-motion")
        static let direction = DefaultedField<String>(window, "direction")
    }

    /// `[[carousel]]`.
    enum CarouselKeys {
        static let id = Field<String>(carousel, "id")
        static let title = Field<String>(carousel, "title")
        static let label = Field<String>(carousel, "label")
        static let kind = DefaultedField<String>(carousel, "kind")
        static let axis = DefaultedField<String>(carousel, "axis")
        static let infinite = DefaultedField<Bool>(carousel, "infinite")
        static let frame = Field<SpecTable>(carousel, "frame")
        static let spacing = DefaultedField<Double>(carousel, "spacing")
        static let insets = Field<SpecTable>(carousel, "insets")
        static let pageSize = Field<SpecTable>(carousel, "page-size")
        static let perView = DefaultedField<Double>(carousel, "per-view")
        static let align = DefaultedField<String>(carousel, "align")
        static let scrollBy = DefaultedField<ScrollStep>(carousel, "scroll-by")
        static let contain = DefaultedField<Bool>(carousel, "contain")
        static let start = DefaultedField<Int>(carousel, "start")
        static let cornerRadius = DefaultedField<Double>(carousel, "corner-radius")
        static let indicators = DefaultedField<Bool>(carousel, "indicators")
        static let text = Field<SpecTable>(carousel, "text")
        static let auto = Field<SpecTable>(carousel, "auto")
        static let snap = Field<SpecTable>(carousel, "snap")
        static let stack = Field<SpecTable>(carousel, "stack")
        static let marquee = Field<SpecTable>(carousel, "marquee")
        static let focus = Field<SpecTable>(carousel, "focus")
        static let m3 = Field<SpecTable>(carousel, "m3")
        static let items = Field<[SpecTable]>(carousel, "items")
        static let generate = Field<SpecTable>(carousel, "generate")
        static let direction = Field<String>(carousel, "direction")
        static let sync = Field<String>(carousel, "sync")
    }

    /// `frame = { x, y, width, height }`.
    enum FrameKeys {
        static let x = Field<Double>(frame, "x")
        static let y = Field<Double>(frame, "y")
        static let width = Field<Double>(frame, "width")
        static let height = Field<Double>(frame, "height")
    }

    /// `page-size = { width, height }`.
    enum PageSizeKeys {
        static let width = Field<Double>(pageSize, "width")
        static let height = Field<Double>(pageSize, "height")
    }

    /// `item-size = { width, height }`.
    enum ItemSizeKeys {
        static let width = DefaultedField<Double>(itemSize, "width")
        static let height = DefaultedField<Double>(itemSize, "height")
    }

    /// `insets = { top, leading, bottom, trailing }`.
    enum InsetsKeys {
        static let top = DefaultedField<Double>(insets, "top")
        static let leading = DefaultedField<Double>(insets, "leading")
        static let bottom = DefaultedField<Double>(insets, "bottom")
        static let trailing = DefaultedField<Double>(insets, "trailing")
    }

    /// `[carousel.auto]`.
    enum AutoKeys {
        /// Computed: true when the table is written (see ``SpecResolver``).
        static let enabled = Field<Bool>(auto, "enabled")
        /// Seconds.
        static let interval = DefaultedField<Double>(auto, "interval")
        /// Seconds.
        static let resumeAfter = DefaultedField<Double>(auto, "resume-after")
        static let pauseOnHover = DefaultedField<Bool>(auto, "pause-on-hover")
        static let direction = DefaultedField<String>(auto, "direction")
        static let onInteraction = DefaultedField<String>(auto, "on-interaction")
        static let resume = DefaultedField<String>(auto, "resume")
        static let stopAtEnd = DefaultedField<Bool>(auto, "stop-at-end")
        static let pauseOnFocus = DefaultedField<Bool>(auto, "pause-on-focus")
        static let progress = DefaultedField<String>(auto, "progress")
        static let pauseButton = DefaultedField<Bool>(auto, "pause-button")
    }

    /// `[carousel.snap]`.
    enum SnapKeys {
        static let animation = DefaultedField<String>(snap, "animation")
        static let stiffness = DefaultedField<Double>(snap, "stiffness")
        static let damping = DefaultedField<Double>(snap, "damping")
        /// Seconds.
        static let duration = DefaultedField<Double>(snap, "duration")
        static let velocityThreshold = DefaultedField<Double>(snap, "velocity-threshold")
        static let distanceThreshold = DefaultedField<Double>(snap, "distance-threshold")
        static let maxFlickPages = DefaultedField<Int>(snap, "max-flick-pages")
    }

    /// `[carousel.stack]`.
    enum StackKeys {
        static let aspectRatio = DefaultedField<Double>(stack, "aspect-ratio")
        /// Computed from the layout when absent.
        static let spacingRatio = Field<Double>(stack, "spacing-ratio")
        static let neighborScale = DefaultedField<Double>(stack, "neighbor-scale")
        static let minScale = DefaultedField<Double>(stack, "min-scale")
        static let extentSlack = DefaultedField<Double>(stack, "extent-slack")
        static let focusWidth = DefaultedField<Double>(stack, "focus-width")
        static let maxVisibleSlot = DefaultedField<Int>(stack, "max-visible-slot")
        static let opacity = DefaultedField<[OpacityStop]>(stack, "opacity")
    }

    /// `[carousel.marquee]`.
    enum MarqueeKeys {
        static let speed = DefaultedField<Double>(marquee, "speed")
        static let itemExtent = DefaultedField<Double>(marquee, "item-extent")
        static let deceleration = DefaultedField<Double>(marquee, "deceleration")
    }

    /// `[carousel.focus]`.
    enum FocusKeys {
        static let itemSize = Field<SpecTable>(focus, "item-size")
        static let shrink = DefaultedField<Double>(focus, "shrink")
        static let visibleNeighbors = DefaultedField<Int>(focus, "visible-neighbors")
    }

    /// `[[carousel.items]]` (the other item keys are read by slot, ``ItemSlots``).
    enum ItemKeys {
        static let id = Field<String>(item, "id")
    }

    /// `[carousel.generate]`.
    enum GenerateKeys {
        static let count = Field<Int>(generate, "count")
        static let title = DefaultedField<String>(generate, "title")
        /// Computed: the default palette when absent.
        static let palette = Field<[RGBAColor]>(generate, "palette")
    }

    /// `[carousel.text]` (an item's label keys have the same names, read by slot: ``ItemSlots/text``).
    enum TextKeys {
        /// Computed from the card when absent.
        static let titleSize = Field<Double>(text, "title-size")
        /// Computed from the title size when absent.
        static let subtitleSize = Field<Double>(text, "subtitle-size")
        static let fontWeight = DefaultedField<String>(text, "font-weight")
        static let textAlign = DefaultedField<String>(text, "text-align")
        static let titleLines = DefaultedField<Int>(text, "title-lines")
        static let subtitleLines = DefaultedField<Int>(text, "subtitle-lines")
    }
}
