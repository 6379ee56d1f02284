import CarouselEngine
import SourceDiagnostics

extension SpecMessages {
    static func points(_ value: Double) -> String { Bounds.format((value * 100).rounded() / 100) }

    static func size(_ width: Double, _ height: Double) -> String { "\(points(width)) × \(points(height))" }

    static func cornerRadiusClamped(radius: Double, limit: Double, card: Size, span: SourceSpan, path: String)
        -> Diagnostic
    {
        clamped(
            "corner-radius", value: points(radius), to: points(limit),
            reason: "half the card's shorter side (\(size(card.width, card.height)) points) is \(points(limit))",
            help: "write \(points(limit)) or less to silence this warning", span: span, path: path,
            fixIts: [.replace(span, with: Bounds.format((limit * 100).rounded(.down) / 100))])
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
