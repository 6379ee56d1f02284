import CarouselEngine
import SourceDiagnostics

/// E0305: an explicit frame must lie inside the window (fix-it: the frame cut to the window,
/// leaving room for its title and page dots).
struct FrameInsideWindowRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        let window = spec.resolvedWindow.size
        for carousel in spec.carousels {
            guard let frame = carousel.configuration.explicitFrame,
                let span = carousel.table.valueSpan(SpecSchema.CarouselKeys.frame)
            else {
                continue
            }
            let inside =
                frame.x >= 0 && frame.y >= 0 && frame.x + frame.width <= window.width
                && frame.y + frame.height <= window.height
            if !inside {
                diagnostics.append(
                    SpecMessages.frameOutsideWindow(
                        id: carousel.displayID, frame: frame, window: window, span: span,
                        path: carousel.table.path(of: SpecSchema.CarouselKeys.frame),
                        windowSpan: spec.window.isWritten(SpecSchema.WindowKeys.size)
                            ? spec.window.entrySpan(SpecSchema.WindowKeys.size) : nil,
                        fitting: ChromeInsideWindowRule.fittingFrame(
                            carousel, window: Rect(x: 0, y: 0, width: window.width, height: window.height))))
            }
        }
    }
}

/// E0305: the insets must leave a positive area inside the frame.
struct RoomForPagesRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels {
            let content = carousel.derived.content
            guard content.width <= 0 || content.height <= 0 else { continue }
            let table = carousel.table
            let span =
                table.entrySpan(SpecSchema.CarouselKeys.insets) ?? table.entrySpan(SpecSchema.CarouselKeys.frame)
                ?? carousel.headerSpan
            diagnostics.append(
                SpecMessages.noRoom(
                    id: carousel.displayID, frame: carousel.derived.placement.frame,
                    insets: carousel.configuration.insets,
                    span: span,
                    path: table.isWritten(SpecSchema.CarouselKeys.insets)
                        ? table.path(of: SpecSchema.CarouselKeys.insets) : table.path))
        }
    }
}

/// W0401: a corner radius above half the card's shorter side is clamped.
struct CornerRadiusRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels {
            let derived = carousel.derived
            guard let span = carousel.table.valueSpan(SpecSchema.CarouselKeys.cornerRadius),
                carousel.table.isWritten(SpecSchema.CarouselKeys.cornerRadius),
                derived.content.width > 0, derived.content.height > 0,
                carousel.requestedCornerRadius > derived.maxCornerRadius
            else { continue }
            diagnostics.append(
                SpecMessages.cornerRadiusClamped(
                    radius: carousel.requestedCornerRadius, limit: derived.maxCornerRadius, card: derived.cardSize,
                    span: span, path: carousel.table.path(of: SpecSchema.CarouselKeys.cornerRadius)))
        }
    }
}

/// W0404: a stack that needs more room along its axis than its frame (minus insets) gives.
struct StackExtentRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels where carousel.kind == .stack {
            // Values rejected elsewhere would make the extent meaningless: report those first.
            guard let metrics = carousel.derived.stack, carousel.derived.content.width > 0,
                carousel.derived.content.height > 0,
                carousel.table[SpecSchema.CarouselKeys.stack]?.invalidMask ?? 0 == 0
            else { continue }
            let content = carousel.derived.content
            let available = carousel.configuration.axis == .horizontal ? content.width : content.height
            guard metrics.stackExtent > available + 0.5 else { continue }
            let table = carousel.table
            diagnostics.append(
                SpecMessages.stackExceedsFrame(
                    id: carousel.displayID, extent: metrics.stackExtent, available: available,
                    axis: carousel.configuration.axis,
                    span: table.entrySpan(SpecSchema.CarouselKeys.frame) ?? carousel.headerSpan, path: table.path))
        }
    }
}
