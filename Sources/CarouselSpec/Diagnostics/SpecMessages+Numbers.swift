import CarouselEngine
import SourceDiagnostics

/// Numbers as messages show them, and a note added to a built diagnostic.
extension SpecMessages {
    /// `value` rounded to hundredths, without a trailing `.0`.
    static func points(_ value: Double) -> String { Bounds.format((value * 100).rounded() / 100) }

    /// `width × height` in points.
    static func size(_ width: Double, _ height: Double) -> String { "\(points(width)) × \(points(height))" }
}

extension Diagnostic {
    /// A copy with one more note.
    func withNote(_ note: String) -> Diagnostic {
        var copy = self
        copy.notes.append(note)
        return copy
    }
}
