import CarouselEngine
import CarouselSpec

extension SceneComposer {
    /// The HUD, then the reload-error panel, then the note.
    func overlays(_ overlays: SceneOverlays, into builder: inout Builder) throws {
        let size = builder.size
        if let hud = overlays.hud {
            try panel(
                hud, at: Point(x: 12, y: 12), maxWidth: min(900, size.width - 24),
                style: PanelStyle(background: Theme.panel, color: Theme.panelText, title: nil), into: &builder)
        }
        if let error = overlays.error { try errorPanel(error, into: &builder) }
        if let note = overlays.note { try self.note(note, into: &builder) }
    }

    /// The diagnostics over the bottom of the window: as many lines as fit in 60% of its height
    /// (at least 3), then a line saying how many more there are.
    private func errorPanel(_ error: ErrorOverlay, into builder: inout Builder) throws {
        let size = builder.size
        let lineHeight = try builder.layout.lineHeight(.mono, points: Self.panelPoints)
        let room = max(3, Int((size.height * 0.6 - 40) / lineHeight))
        var shown = Array(error.lines.prefix(room))
        if error.lines.count > room {
            shown.append("… \(error.lines.count - room) more lines (run carousel check for all)")
        }
        let height = Double(shown.count) * lineHeight + 52
        let origin = Point(x: 16, y: max(12, size.height - height - 16))
        try panel(
            shown, at: origin, maxWidth: size.width - 32,
            style: PanelStyle(background: Theme.errorPanel, color: Theme.errorText, title: error.title),
            into: &builder)
    }

    /// A one-line note on a pill centred at the bottom.
    private func note(_ text: String, into builder: inout Builder) throws {
        let size = builder.size
        guard let line = try builder.layout.line(text, face: .regular, points: 14, maxWidth: size.width - 48)
        else { return }
        let height = line.size.height + 12
        let box = Rect(
            x: (size.width - line.size.width) / 2 - 12, y: size.height - height - 16,
            width: line.size.width + 24, height: height)
        builder.commands.append(.fill(RoundedRect(rect: box, radius: box.height / 2, color: Theme.panel)))
        builder.commands.append(.text(line.run(at: Point(x: box.x + 12, y: box.y + 6), color: Theme.panelText)))
    }

    /// Colours and title of a panel.
    private struct PanelStyle {
        var background: RGBAColor
        var color: RGBAColor
        var title: String?
    }

    /// Font size of panel lines in points.
    static let panelPoints = 13.0

    /// A rounded panel of monospaced lines (each cut to the width) under an optional bold title.
    private func panel(
        _ lines: [String], at origin: Point, maxWidth: Double, style: PanelStyle, into builder: inout Builder
    ) throws {
        let layout = builder.layout
        let lineHeight = try layout.lineHeight(.mono, points: Self.panelPoints)
        let padding = 12.0
        let title = try style.title.flatMap {
            try layout.line($0, face: .bold, points: 15, maxWidth: maxWidth - 2 * padding)
        }
        var fitted: [FittedLine?] = []
        var widest = title?.size.width ?? 0
        for line in lines {
            let text = try layout.line(line, face: .mono, points: Self.panelPoints, maxWidth: maxWidth - 2 * padding)
            widest = max(widest, text?.size.width ?? 0)
            fitted.append(text)
        }
        let titleHeight = title.map { $0.size.height + 8 } ?? 0
        let box = Rect(
            x: origin.x, y: origin.y, width: min(maxWidth, widest + 2 * padding),
            height: titleHeight + Double(lines.count) * lineHeight + 2 * padding)
        builder.commands.append(.fill(RoundedRect(rect: box, radius: 10, color: style.background)))
        var y = box.y + padding
        if let title {
            builder.commands.append(.text(title.run(at: Point(x: box.x + padding, y: y), color: Theme.errorTitle)))
            y += titleHeight
        }
        for line in fitted {
            if let line {
                builder.commands.append(.text(line.run(at: Point(x: box.x + padding, y: y), color: style.color)))
            }
            y += lineHeight
        }
    }
}
