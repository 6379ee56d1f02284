import SourceDiagnostics
import CarouselEngine
import TOML

extension SpecReader {
    /// `[[0, 1], [1, 0.36], ...]`: first distance 0, distances strictly increasing, opacities 0..1.
    mutating func readOpacityStops(_ elements: [TOMLValue], span: SourceSpan, path: String) -> SpecValue? {
        let key = "opacity"
        guard !elements.isEmpty else {
            fail(
                SpecMessages.countOutOfRange(
                    key, count: 0, bounds: Bounds(min: 1), what: "stops", span: span, path: path))
            return nil
        }
        var stops: [OpacityStop] = []
        var failed = false
        // Every bad stop is reported; the order check compares with the previous stop as written.
        var previousDistance: Double?
        for (index, element) in elements.enumerated() {
            let elementPath = "\(path)[\(index)]"
            guard case .array(let pair, _) = element.kind, pair.count == 2,
                let distance = Self.number(pair[0]), let opacity = Self.number(pair[1])
            else {
                fail(
                    SpecMessages.wrongType(
                        "\(key)[\(index)]", expected: "a [distance, opacity] pair of numbers",
                        found: Self.describe(element), span: element.span, path: elementPath))
                failed = true
                continue
            }
            defer { previousDistance = distance }
            guard distance.isFinite, opacity.isFinite else {
                fail(
                    SpecMessages.notFinite(
                        "\(key)[\(index)]", value: distance.isFinite ? opacity : distance, span: element.span,
                        path: elementPath))
                failed = true
                continue
            }
            if index == 0, distance != 0 {
                fail(
                    SpecMessages.outOfRange(
                        "\(key)[0] distance", value: Bounds.format(distance), bounds: .range(0, 0), span: pair[0].span,
                        path: "\(elementPath)[0]"))
                failed = true
            }
            if let previous = previousDistance, previous.isFinite, distance <= previous {
                fail(
                    SpecMessages.outOfRange(
                        "\(key)[\(index)] distance", value: Bounds.format(distance),
                        bounds: Bounds(min: previous, minExclusive: true),
                        span: pair[0].span, path: "\(elementPath)[0]"))
                failed = true
            }
            if !(0...1).contains(opacity) {
                fail(
                    SpecMessages.outOfRange(
                        "\(key)[\(index)] opacity", value: Bounds.format(opacity), bounds: .range(0, 1),
                        span: pair[1].span, path: "\(elementPath)[1]"))
                failed = true
            }
            stops.append(OpacityStop(distance: distance, opacity: opacity))
        }
        return failed ? nil : .stops(stops)
    }

    /// An integer or float as a Double.
    static func number(_ value: TOMLValue) -> Double? {
        switch value.kind {
        case .integer(let number): return Double(number)
        case .float(let number): return number
        default: return nil
        }
    }
}
