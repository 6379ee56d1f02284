import CarouselEngine
import CarouselSpec

extension SceneComposer {
    /// The HUD (in a corner clear of the carousel titles), then the reload-error panel, then the note.
    func overlays(_ overlays: SceneOverlays, into builder: inout Builder) throws {
        let size = builder.size
        if let hud = overlays.hud {
            var titles = builder.titles
            // The reload-error panel, drawn next over the bottom of the window, is avoided too.
            if let error = overlays.error {
                let top = try errorLines(error, builder: builder).top
                titles.append(Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top)))
            }
            try panel(
                hud, maxWidth: min(900, size.width - 24),
                style: PanelStyle(background: Theme.panel, color: Theme.panelText, title: nil), into: &builder
            ) { Self.hudCorner(for: $0, in: size, avoiding: titles) }
        }
        if let error = overlays.error { try errorPanel(error, into: &builder) }
        if let note = overlays.note { try self.note(note, into: &builder) }
    }

    /// The diagnostics over the bottom of the window: as many lines as fit in 60% of its height
    /// (at least 3), then a line saying how many more there are.
    private func errorPanel(_ error: ErrorOverlay, into builder: inout Builder) throws {
        let size = builder.size
        let (shown, top) = try errorLines(error, builder: builder)
        let origin = Point(x: 16, y: top)
        try panel(
            shown, maxWidth: size.width - 32,
            style: PanelStyle(background: Theme.errorPanel, color: Theme.errorText, title: error.title),
            into: &builder
        ) { _ in origin }
    }

    /// The lines the reload-error panel shows and the y of its top edge.
    private func errorLines(_ error: ErrorOverlay, builder: Builder) throws -> (lines: [String], top: Double) {
        let size = builder.size
        let lineHeight = try builder.layout.lineHeight(.mono, points: Self.panelPoints)
        let room = max(3, CheckedInt.of((size.height * 0.6 - 40) / lineHeight, .towardZero))
        var shown = Array(error.lines.prefix(room))
        if error.lines.count > room {
            shown.append("… \(error.lines.count - room) more lines (run carousel check for all)")
        }
        let height = Double(shown.count) * lineHeight + 52
        return (shown, max(12, size.height - height - 16))
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

    /// Margin between the HUD and the window's edges, in points.
    static let hudMargin = 12.0

    /// Where the HUD panel of `size` goes: the first corner of bottom right, bottom left, top
    /// right, top left where it covers none of the `titles` (bottom right when every corner does).
    static func hudCorner(for panel: Size, in window: Size, avoiding titles: [Rect]) -> Point {
        let margin = hudMargin
        let left = margin, right = max(margin, window.width - panel.width - margin)
        let top = margin, bottom = max(margin, window.height - panel.height - margin)
        let corners = [
            Point(x: right, y: bottom), Point(x: left, y: bottom), Point(x: right, y: top), Point(x: left, y: top),
        ]
        let free = corners.first { corner in
            let box = Rect(x: corner.x, y: corner.y, width: panel.width, height: panel.height)
            return !titles.contains { overlap(box, $0) }
        }
        return free ?? corners[0]
    }

    /// A rounded panel of monospaced lines (each cut to the width) under an optional bold title,
    /// its top-left corner given by `place` from its size.
    private func panel(
        _ lines: [String], maxWidth: Double, style: PanelStyle, into builder: inout Builder,
        place: (Size) -> Point
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
        let height = titleHeight + Double(lines.count) * lineHeight + 2 * padding
        let size = Size(width: min(maxWidth, widest + 2 * padding), height: height)
        let origin = place(size)
        let box = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
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
