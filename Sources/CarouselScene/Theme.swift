import CarouselSpec

/// Colours and sizes of everything the renderer draws besides the items themselves.
public enum Theme {
    /// Thickness of the auto-scroll progress bar, in points.
    public static let progressThickness = 3.0
    /// Distance from the progress ring's outer edge to its 32-point corner box, in points.
    public static let progressRingInset = 1.5
    /// Opacity of the progress ring's full-circle track (the elapsed arc is opaque).
    public static let progressRingTrackOpacity = 0.3
    /// Backing of the pause / play button.
    public static let buttonBacking = RGBAColor(red: 0, green: 0, blue: 0)
    /// Titles and dots on a dark window.
    public static let lightChrome = RGBAColor(red: 235, green: 235, blue: 245)
    /// Titles and dots on a light window.
    public static let darkChrome = RGBAColor(red: 28, green: 28, blue: 34)
    /// The focus ring and the focused title's chip.
    public static let focusRing = RGBAColor(red: 10, green: 132, blue: 255)
    /// Fill of the "No items" card (and of a card whose item is missing).
    public static let emptyCard = RGBAColor(red: 44, green: 44, blue: 50)
    /// Text and outline of the "No items" card.
    public static let emptyText = RGBAColor(red: 170, green: 170, blue: 180)
    /// Labels on image cards and on the focus chip.
    public static let imageText = RGBAColor(red: 255, green: 255, blue: 255)
    /// The 1-point shadow under labels on image cards.
    public static let textShadow = RGBAColor(red: 0, green: 0, blue: 0, alpha: 160)
    /// Background of the HUD and of notes.
    public static let panel = RGBAColor(red: 18, green: 18, blue: 24, alpha: 244)
    /// Text of the HUD and of notes.
    public static let panelText = RGBAColor(red: 230, green: 230, blue: 235)
    /// Background of the reload-error overlay.
    public static let errorPanel = RGBAColor(red: 40, green: 10, blue: 14, alpha: 250)
    /// Title of the reload-error overlay.
    public static let errorTitle = RGBAColor(red: 255, green: 105, blue: 97)
    /// Lines of the reload-error overlay.
    public static let errorText = RGBAColor(red: 255, green: 220, blue: 218)

    /// Dot opacity at rest and when active.
    public static let dotIdleOpacity = 0.35
    /// Darkest alpha (0...255) of the gradient behind labels on image cards (``CardText/scrimAlpha``).
    public static let scrimAlpha = CardText.scrimAlpha
    /// Fraction of the card's height the label scrim covers, from the bottom.
    public static let scrimFraction = 0.45
    /// Shadow blur in points.
    public static let shadowBlur = 18.0
    /// Focus ring width in points.
    public static let focusRingWidth = 2.0
    /// Gap between the focus ring and the carousel's frame, in points (inward).
    public static let focusRingGap = 3.0
    /// Room left and right of the focused carousel's title on its accent chip, in points.
    public static let focusChipPadding = 9.0
}
