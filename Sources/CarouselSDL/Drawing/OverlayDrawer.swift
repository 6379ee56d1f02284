import CarouselEngine
import CarouselSpec

/// Panels drawn over the carousels: the HUD, the spec-error overlay and short status notes.
struct OverlayDrawer {
    /// The painter drawn with.
    let painter: Painter

    /// A panel of monospaced lines at the top left (the HUD).
    func drawHUD(_ lines: [String], windowSize: Size) throws {
        try drawPanel(
            lines, at: Point(x: 12, y: 12), maxWidth: min(900, windowSize.width - 24),
            points: 13, background: Theme.panel, color: Theme.panelText, title: nil)
    }

    /// The diagnostics of a spec that failed to reload, over the bottom of the window.
    func drawErrors(title: String, lines: [String], windowSize: Size) throws {
        let points = 13.0
        let lineHeight = try painter.text.lineHeight(.mono, points: points, scale: painter.scale)
        let room = max(3, Int((windowSize.height * 0.6 - 40) / lineHeight))
        var shown = Array(lines.prefix(room))
        if lines.count > room { shown.append("… \(lines.count - room) more lines (run carousel check for all)") }
        let height = Double(shown.count) * lineHeight + 52
        let origin = Point(x: 16, y: max(12, windowSize.height - height - 16))
        try drawPanel(
            shown, at: origin, maxWidth: windowSize.width - 32, points: points,
            background: Theme.errorPanel, color: Theme.errorText, title: title)
    }

    /// A one-line note centred at the bottom (e.g. "screenshot saved").
    func drawNote(_ text: String, windowSize: Size) throws {
        guard
            let rendered = try painter.text.text(
                text, face: .regular, points: 14, color: Theme.panelText, maxWidth: windowSize.width - 48,
                scale: painter.scale)
        else { return }
        let height = rendered.height + 12
        let box = Rect(
            x: (windowSize.width - rendered.width) / 2 - 12, y: windowSize.height - height - 16,
            width: rendered.width + 24, height: height)
        try painter.fill(box, radius: box.height / 2, color: Theme.panel)
        try painter.draw(rendered, at: Point(x: box.x + 12, y: box.y + 6))
    }

    private func drawPanel(
        _ lines: [String], at origin: Point, maxWidth: Double, points: Double, background: RGBAColor,
        color: RGBAColor, title: String?
    ) throws {
        let scale = painter.scale
        let lineHeight = try painter.text.lineHeight(.mono, points: points, scale: scale)
        let padding = 12.0
        var titleText: RenderedText?
        if let title {
            titleText = try painter.text.text(
                title, face: .bold, points: 15, color: Theme.errorTitle, maxWidth: maxWidth - 2 * padding, scale: scale)
        }
        var rendered: [RenderedText?] = []
        var widest = titleText?.width ?? 0
        for line in lines {
            let text = try painter.text.text(
                line, face: .mono, points: points, color: color, maxWidth: maxWidth - 2 * padding, scale: scale)
            widest = max(widest, text?.width ?? 0)
            rendered.append(text)
        }
        let titleHeight = titleText.map { $0.height + 8 } ?? 0
        let box = Rect(
            x: origin.x, y: origin.y, width: min(maxWidth, widest + 2 * padding),
            height: titleHeight + Double(lines.count) * lineHeight + 2 * padding)
        try painter.fill(box, radius: 10, color: background)
        var y = box.y + padding
        if let titleText {
            try painter.draw(titleText, at: Point(x: box.x + padding, y: y))
            y += titleHeight
        }
        for text in rendered {
            if let text { try painter.draw(text, at: Point(x: box.x + padding, y: y)) }
            y += lineHeight
        }
    }
}
