import CarouselSpec

/// Colours and sizes of everything the renderer draws besides the items themselves.
enum Theme {
    /// Titles and dots on a dark window.
    static let lightChrome = RGBAColor(red: 235, green: 235, blue: 245)
    /// Titles and dots on a light window.
    static let darkChrome = RGBAColor(red: 28, green: 28, blue: 34)
    static let focusRing = RGBAColor(red: 10, green: 132, blue: 255)
    static let emptyCard = RGBAColor(red: 44, green: 44, blue: 50)
    static let emptyText = RGBAColor(red: 170, green: 170, blue: 180)
    static let imageText = RGBAColor(red: 255, green: 255, blue: 255)
    static let textShadow = RGBAColor(red: 0, green: 0, blue: 0, alpha: 160)
    static let panel = RGBAColor(red: 18, green: 18, blue: 24, alpha: 244)
    static let panelText = RGBAColor(red: 230, green: 230, blue: 235)
    static let errorPanel = RGBAColor(red: 40, green: 10, blue: 14, alpha: 250)
    static let errorTitle = RGBAColor(red: 255, green: 105, blue: 97)
    static let errorText = RGBAColor(red: 255, green: 220, blue: 218)

    /// Dot opacity at rest and when active.
    static let dotIdleOpacity = 0.35
    /// Darkest alpha of the gradient behind labels on image cards, and how much of the card it covers.
    static let scrimAlpha = 120.0
    static let scrimFraction = 0.45
    /// Shadow blur in points.
    static let shadowBlur = 18.0
    /// Focus ring width and gap in points.
    static let focusRingWidth = 2.0
    static let focusRingGap = 3.0
    /// Room left and right of the focused carousel's title on its accent chip, in points.
    static let focusChipPadding = 9.0
}
