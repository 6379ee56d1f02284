import CarouselEngine
import SourceDiagnostics

extension SpecMessages {
    static func points(_ value: Double) -> String { Bounds.format((value * 100).rounded() / 100) }
    static func size(_ width: Double, _ height: Double) -> String { "\(points(width)) × \(points(height))" }

    static func frameOutsideWindow(
        id: String, frame: Rect, window: Size, span: SourceSpan, path: String, windowSpan: SourceSpan?,
        fitting: Rect? = nil
    ) -> Diagnostic {
        var diagnostic = Diagnostic(
            DiagnosticCode.impossibleLayout,
            message: "the frame of carousel `\(id)` reaches outside the \(size(window.width, window.height)) window",
            span: span, path: path,
            labels: windowSpan.map { [DiagnosticLabel(span: $0, message: "the window size is set here")] } ?? [],
            help:
                "keep x >= 0, y >= 0, x + width <= \(points(window.width)) and y + height <= \(points(window.height))",
            notes: [
                "the frame spans x \(points(frame.x))..\(points(frame.x + frame.width)), y \(points(frame.y))..\(points(frame.y + frame.height))"
            ])
        if let fitting {
            diagnostic.notes.append("this frame fits, with room for its title and page dots: \(inlineFrame(fitting))")
            diagnostic.fixIts.append(.replace(span, with: inlineFrame(fitting), message: "cut the frame to the window"))
        }
        return diagnostic
    }

    static func noRoom(id: String, frame: Rect, insets: EdgeInsets, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.impossibleLayout,
            message: "the insets of carousel `\(id)` leave no room for a page",
            span: span, path: path,
            help: "make the insets smaller or the frame bigger",
            notes: [
                "the frame is \(size(frame.width, frame.height)) points; the insets take \(size(insets.leading + insets.trailing, insets.top + insets.bottom))"
            ])
    }

    static func ineffectiveKey(
        _ key: String, animation: String, decidedBy: SourceSpan?, kind: CarouselKind, span: SourceSpan, path: String
    ) -> Diagnostic {
        let other = animation == "spring" ? "ease-out" : "spring"
        var diagnostic = Diagnostic(
            DiagnosticCode.ineffectiveKey,
            message: "`\(key)` has no effect: `animation` is \"\(animation)\"", span: span, path: path,
            help: "remove `\(key)`, or set `animation = \"\(other)\"` to use it",
            fixIts: [SpecFixIts.remove(key, entry: span)])
        if let decidedBy {
            diagnostic.labels.append(DiagnosticLabel(span: decidedBy, message: "`animation` decides which keys apply"))
            diagnostic.fixIts.append(.replace(decidedBy, with: "animation = \"\(other)\""))
        } else {
            diagnostic.notes.append(
                "`animation` is not written, so it is \"\(animation)\" (the default for a \(kind.rawValue) carousel)")
        }
        return diagnostic
    }

    static func stackTimesItsCommits(span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.ineffectiveKey,
            message: "`duration` has no effect on a stack: a commit of n steps takes min(0.42, 0.26 + 0.06 × n) s",
            span: span, path: path, help: "remove `duration`", fixIts: [SpecFixIts.remove("duration", entry: span)])
    }

    static func intervalShorterThanSettle(interval: Double, settle: Double, span: SourceSpan, path: String)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.intervalShorterThanSettle,
            message:
                "auto-scroll `interval` (\(points(interval)) s) is shorter than the settle animation (\(points(settle)) s)",
            span: span, path: path,
            help: "raise `interval` above \(points(settle)) s or make the snap animation faster",
            notes: ["each tick would start before the previous page has come to rest"])
    }

    static func cornerRadiusClamped(radius: Double, limit: Double, card: Size, span: SourceSpan, path: String)
        -> Diagnostic
    {
        clamped(
            "corner-radius", value: points(radius), to: points(limit),
            reason: "half the card's shorter side (\(size(card.width, card.height)) points) is \(points(limit))",
            help: "write \(points(limit)) or less to silence this warning", span: span, path: path,
            fixIts: [.replace(span, with: Bounds.format((limit * 100).rounded(.down) / 100))])
    }

    static func stackExceedsFrame(
        id: String, extent: Double, available: Double, axis: Axis, span: SourceSpan, path: String,
        fittedCard: Double? = nil
    ) -> Diagnostic {
        let side = axis == .horizontal ? "width" : "height"
        let note =
            fittedCard.map {
                "its front card alone is longer than the frame, so the whole ring is drawn smaller to fit "
                    + "(front card \(points($0)) points long)"
            } ?? "peeking neighbour cards would be clipped"
        return Diagnostic(
            DiagnosticCode.stackExceedsFrame,
            message:
                "stack `\(id)` needs \(points(extent)) points along its axis but its frame gives \(points(available))",
            span: span, path: path,
            help:
                "make the frame's \(side) at least \(points(extent)) points plus the insets, or lower `spacing-ratio` / `max-visible-slot`",
            notes: [note])
    }

    static func shrinkTooLarge(shrink: Double, height: Double, span: SourceSpan, path: String) -> Diagnostic {
        outOfRange("shrink", value: points(shrink), bounds: .range(0, height - 1), span: span, path: path)
            .withNote("`shrink` must be less than the item height (\(points(height)) points)")
    }
}

extension Diagnostic {
    /// A copy with one more note.
    func withNote(_ note: String) -> Diagnostic {
        var copy = self
        copy.notes.append(note)
        return copy
    }
}
