import CarouselEngine
import CarouselSpec

/// The navigation controls: arrows, and the fraction or progress pagination (dots are in +Chrome).
extension SceneComposer {
    /// Opacity of an arrow's dark backing: disabled, idle, hovered, pressed.
    static let arrowBackingOpacity = (disabled: 0.25, idle: 0.55, hovered: 0.75, pressed: 0.9)
    /// Opacity of a disabled arrow's chevron (enabled ones are opaque).
    static let disabledChevronOpacity = 0.35

    /// The arrows: a round dark backing (brighter when hovered, the accent colour and 2 points
    /// smaller when pressed, faint when disabled) and a stepped triangle pointing where it pages.
    func arrows(_ arrows: [ArrowButton], axis: Axis, into builder: inout Builder) {
        for arrow in arrows {
            let opacity = Self.arrowBackingOpacity
            var box = arrow.rect
            var backing = Theme.buttonBacking
            var alpha = arrow.enabled ? (arrow.hovered ? opacity.hovered : opacity.idle) : opacity.disabled
            if arrow.pressed {
                box = Rect(x: box.x + 2, y: box.y + 2, width: box.width - 4, height: box.height - 4)
                backing = Theme.focusRing
                alpha = opacity.pressed
            }
            builder.commands.append(
                .fill(RoundedRect(rect: box, radius: box.width / 2, color: backing, opacity: alpha)))
            chevron(
                in: box, axis: axis, forward: arrow.pointsTowardsEnd,
                opacity: arrow.enabled ? 1 : Self.disabledChevronOpacity, into: &builder)
        }
    }

    /// A triangle of seven 2-point bars, 14 points down to 2, pointing forward (right / down) or back.
    func chevron(in box: Rect, axis: Axis, forward: Bool, opacity: Double, into builder: inout Builder) {
        let center = box.center
        for step in 0..<7 {
            let length = 14.0 - 2 * Double(step)
            let offset = (forward ? -5 : 3) + (forward ? 2 : -2) * Double(step)
            let bar =
                axis == .horizontal
                ? Rect(x: center.x + offset, y: center.y - length / 2, width: 2, height: length)
                : Rect(x: center.x - length / 2, y: center.y + offset, width: length, height: 2)
            builder.commands.append(
                .fill(RoundedRect(rect: bar, radius: 0, color: Theme.imageText, opacity: opacity)))
        }
    }

    /// `pagination = "fraction"`: "selected / count" in the pagination colour, centred in the strip.
    func fraction(_ frame: CarouselFrame, in strip: Rect, color: RGBAColor?, into builder: inout Builder) throws {
        let text = Pagination.fraction(selection: frame.selection, count: frame.itemCount)
        let room = max(strip.width, Pagination.fractionBox(count: frame.itemCount, in: strip).width * 2)
        guard
            let line = try builder.layout.line(text, face: .bold, points: Pagination.fractionPoints, maxWidth: room)
        else { return }
        let origin = Point(x: strip.center.x - line.size.width / 2, y: strip.center.y - line.size.height / 2)
        builder.commands.append(.text(line.run(at: origin, color: color ?? chrome)))
    }

    /// `pagination = "progress"`: a track in the pagination colour and, over it, the part
    /// ``Pagination/progressFill(progress:count:)`` of it in the active colour, from the start end (the right one
    /// right to left on a horizontal axis).
    func paginationProgress(
        _ frame: CarouselFrame, in strip: Rect, colors: (RGBAColor?, RGBAColor?), into builder: inout Builder
    ) {
        guard let track = Pagination.progressTrack(in: strip, axis: frame.axis) else { return }
        let radius = Pagination.barThickness / 2
        let trackColor = colors.0 ?? chrome
        builder.commands.append(
            .pill(RoundedRect(rect: track, radius: radius, color: trackColor, opacity: colors.0 == nil ? 0.25 : 1)))
        let fill = Pagination.progressFill(progress: frame.progress, count: frame.itemCount)
        var bar = track
        if frame.axis == .horizontal {
            bar.width = track.width * fill
            // Right to left the start end is the right one.
            if frame.direction == .rtl { bar.x = track.x + track.width - bar.width }
        } else {
            bar.height = track.height * fill
        }
        builder.commands.append(.pill(RoundedRect(rect: bar, radius: radius, color: colors.1 ?? chrome)))
    }

    /// The fraction or progress pagination of `frame`, when it has one.
    func pagination(_ frame: CarouselFrame, content: ResolvedCarousel?, into builder: inout Builder) throws {
        guard let strip = frame.paginationStrip, frame.itemCount > 0 else { return }
        switch frame.pagination {
        case .fraction: try fraction(frame, in: strip, color: content?.paginationColor, into: &builder)
        case .progress:
            paginationProgress(
                frame, in: strip, colors: (content?.paginationColor, content?.paginationActiveColor), into: &builder)
        case .dots, .none: break
        }
    }
}
