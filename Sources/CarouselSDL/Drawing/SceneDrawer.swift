import CarouselEngine
import CarouselSpec

/// Draws engine frames: the one place that turns `CarouselFrame`s into pixels, shared by the
/// demo window and `carousel render`.
final class SceneDrawer {
    /// The painter drawn with.
    let painter: Painter

    init(painter: Painter) { self.painter = painter }

    /// Clears to the background and draws every carousel in `frames` (window size in points).
    func draw(_ frames: [CarouselFrame], content: SceneContent, windowSize: Size) throws {
        try painter.begin(windowSize: windowSize, background: content.background)
        for frame in frames {
            try draw(frame, content: content, showFocus: frames.count > 1)
        }
    }

    private func draw(_ frame: CarouselFrame, content: SceneContent, showFocus: Bool) throws {
        let marksFocus = frame.focused && showFocus
        var titled = false
        if let titleRect = frame.titleRect, let title = content.title(of: frame.id) {
            titled = try drawTitle(
                title, in: titleRect, inset: content.leadingInset(of: frame.id), color: content.chrome,
                focused: marksFocus)
        }
        try painter.clip(frame.frame)
        if frame.itemCount == 0 {
            try drawEmptyState(in: frame.frame, radius: frame.cornerRadius)
        }
        for card in frame.cards where card.opacity > 0.002 {
            try drawCard(card, carousel: frame, content: content)
        }
        try painter.clip(nil)
        try drawDots(frame.dots, axis: frame.axis, color: content.chrome)
        // A carousel without a title shows its focus as a ring inside its frame.
        if marksFocus && !titled {
            try drawFocusRing(around: frame.frame, radius: frame.cornerRadius)
        }
    }
}
