import CarouselEngine
import JSON

extension CompiledJSON {
    /// A Material 3 carousel's keylines: the middle list (anchors included, points from the
    /// region's leading edge), the start and end lists, the scroll range and resting range.
    static func keylines(_ geometry: M3Geometry) -> JSONValue {
        let strategy = geometry.strategy
        func list(_ keylines: KeylineList) -> JSONValue {
            .array(
                keylines.keylines.map {
                    .object([("center", .number(rounded($0.center))), ("size", .number(rounded($0.size)))])
                })
        }
        return .object([
            ("middle", list(strategy.standard)),
            ("start", list(strategy.startSteps.last ?? strategy.standard)),
            ("end", list(strategy.endSteps.last ?? strategy.standard)),
            ("start-shift", .number(rounded(strategy.startShift))),
            ("end-shift", .number(rounded(strategy.endShift))),
            ("max-scroll", .number(rounded(strategy.maxScroll))),
            ("low", .number(rounded(geometry.low))), ("high", .number(rounded(geometry.high))),
            ("first-target", .integer(geometry.targets.lowerBound)),
            ("last-target", .integer(geometry.targets.upperBound)),
        ])
    }
}
