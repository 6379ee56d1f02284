import CarouselEngine
import SourceDiagnostics

// E0301 (error).
// Emitted by:
//   the rule below (`rules:`),
//   Sources/CarouselSpec/Reading/SpecReader+Durations.swift,
//   Sources/CarouselSpec/Reading/SpecReader+OpacityStops.swift,
//   Sources/CarouselSpec/Reading/SpecReader+Strings.swift,
//   Sources/CarouselSpec/Reading/SpecReader+Values.swift.
extension DiagnosticCode {
    /// A number, length, count or duration outside its allowed range (NaN and infinity included).
    public static let outOfRange = DiagnosticCode(
        "E0301", "value out of range",
        """
        A number, duration, length of text or count of entries lies outside what the key \
        allows (the message gives the range, e.g. `0..4096`). NaN and infinity are never \
        valid lengths, durations cannot be negative, `version` must be 1, and at most 64 \
        carousels, 100000 listed items or 10000000 generated items fit in one spec. Durations \
        have upper bounds too (`interval` 86400 s, `resume-after` 600 s, `snap.duration` 5 s); \
        when a bare number above one makes sense as milliseconds (`resume-after = 4000`), the \
        help asks "did you mean "4s" or "4000ms"?" and both are offered as fixes.
        """,
        wrong: spec("spacing = -8\n"), right: spec("spacing = 8\n"),
        rules: [FocusShrinkRule()])
}

/// The message of E0301 and its fix-its.
extension SpecMessages {
    static func outOfRange(
        _ key: String, value: String, bounds: Bounds, unit: String = "", span: SourceSpan, path: String
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.outOfRange,
            message: "`\(key)` is \(value), outside the allowed range \(bounds.text)\(unit)", span: span, path: path)
    }

    static func notFinite(_ key: String, value: Double, span: SourceSpan, path: String) -> Diagnostic {
        let name = value.isNaN ? "nan (not a number)" : (value > 0 ? "inf (infinity)" : "-inf (minus infinity)")
        return Diagnostic(
            DiagnosticCode.outOfRange,
            message: "`\(key)` must be a finite number, found \(name)",
            span: span, path: path, help: "write a finite number of points or seconds")
    }

    static func countOutOfRange(_ key: String, count: Int, bounds: Bounds, what: String, span: SourceSpan, path: String)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.outOfRange,
            message: "`\(key)` has \(count) \(what), outside the allowed range \(bounds.text)", span: span, path: path)
    }

    static func lengthOutOfRange(_ key: String, length: Int, bounds: Bounds, span: SourceSpan, path: String)
        -> Diagnostic
    {
        let detail = length == 0 ? "is empty" : "is \(length) characters long"
        return Diagnostic(
            DiagnosticCode.outOfRange,
            message: "`\(key)` \(detail); its length must be \(bounds.text) characters", span: span, path: path)
    }

    static func shrinkTooLarge(shrink: Double, height: Double, span: SourceSpan, path: String) -> Diagnostic {
        outOfRange("shrink", value: points(shrink), bounds: .range(0, height - 1), span: span, path: path)
            .withNote("`shrink` must be less than the item height (\(points(height)) points)")
    }
}

/// E0301: a focus carousel's `shrink` must be less than its item height.
struct FocusShrinkRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels where carousel.kind == .focus {
            typealias Keys = SpecSchema.FocusKeys
            guard let focus = carousel.table[SpecSchema.CarouselKeys.focus],
                let span = focus.valueSpan(Keys.shrink)
                    ?? focus[Keys.itemSize].flatMap({ $0.valueSpan(SpecSchema.ItemSizeKeys.height) })
            else { continue }
            let settings = carousel.configuration.focus
            guard settings.shrink > settings.itemSize.height - 1 else { continue }
            diagnostics.append(
                SpecMessages.shrinkTooLarge(
                    shrink: settings.shrink, height: settings.itemSize.height, span: span,
                    path: focus.path(of: Keys.shrink)))
        }
    }
}
