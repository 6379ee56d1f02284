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
///
/// Carousels without a frame that all lack room for the same reason (too many shares of the
/// window) get one error, at the first, with a note counting the others.
struct RoomForPagesRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        let cramped = spec.carousels.filter { $0.derived.content.width <= 0 || $0.derived.content.height <= 0 }
        let shared = cramped.filter { !$0.hasExplicitFrame && !$0.table.isWritten(SpecSchema.CarouselKeys.insets) }
        for carousel in cramped {
            if shared.count > 1, !carousel.hasExplicitFrame,
                !carousel.table.isWritten(SpecSchema.CarouselKeys.insets)
            {
                guard carousel.index == shared.first?.index else { continue }
                let others = shared.count - 1
                let window = spec.resolvedWindow
                let parts = spec.carousels.filter { !$0.hasExplicitFrame }.count
                let length = window.layout == .rows ? window.size.height : window.size.width
                let what = window.layout == .rows ? "rows" : "columns"
                diagnostics.append(
                    diagnostic(carousel).withNote(
                        "\(others) more carousel\(others == 1 ? "" : "s") without a frame have no room either: "
                            + "\(parts) \(what) share the window's \(SpecMessages.points(length)) points "
                            + "(\(SpecMessages.points(length / Double(max(parts, 1)))) each); use fewer carousels "
                            + "or a larger window"))
                continue
            }
            diagnostics.append(diagnostic(carousel))
        }
    }

    private func diagnostic(_ carousel: CarouselContext) -> Diagnostic {
        let table = carousel.table
        let span =
            table.entrySpan(SpecSchema.CarouselKeys.insets) ?? table.entrySpan(SpecSchema.CarouselKeys.frame)
            ?? carousel.headerSpan
        return SpecMessages.noRoom(
            id: carousel.displayID, frame: carousel.derived.placement.frame, insets: carousel.configuration.insets,
            span: span,
            path: table.isWritten(SpecSchema.CarouselKeys.insets)
                ? table.path(of: SpecSchema.CarouselKeys.insets) : table.path)
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
            guard metrics.requestedExtent > available + 0.5, !carousel.configuration.stack.fitsStage else { continue }
            let table = carousel.table
            diagnostics.append(
                SpecMessages.stackExceedsFrame(
                    id: carousel.displayID, extent: metrics.requestedExtent, available: available,
                    axis: carousel.configuration.axis,
                    span: table.entrySpan(SpecSchema.CarouselKeys.frame) ?? carousel.headerSpan, path: table.path,
                    fittedCard: metrics.stackExtent < metrics.requestedExtent - 0.5 ? metrics.cardMain : nil))
        }
    }
}
