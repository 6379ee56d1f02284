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
        if let titleRect = frame.titleRect, let title = content.title(of: frame.id) {
            try drawTitle(title, in: titleRect, inset: content.leadingInset(of: frame.id), color: content.chrome)
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
        if frame.focused && showFocus {
            try drawFocusRing(around: frame.frame, radius: frame.cornerRadius)
        }
    }
}
