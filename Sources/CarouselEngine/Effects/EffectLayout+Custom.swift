extension EffectLayout {
    /// Most pages drawn either side of the custom stops' span.
    static let maxCustomReach = 15.0

    /// Custom: the stop interpolated at `offset` (``TransformStop/at(_:in:)``): its transform
    /// about the page centred where the selected page rests, and its opacity. Back faces are drawn
    /// mirrored (CSS's default `backface-visibility: visible`).
    func custom(_ stops: [TransformStop], offset: Double) -> EffectPose {
        let stop = TransformStop.at(offset, in: stops)
        return EffectPose(transform: stop.transform, backFace: .mirrored, opacity: min(1, max(0, stop.opacity)))
    }

    /// The offsets drawn: the stops' span and one page beyond each end (beyond it, every page sits
    /// on the end stop, under the nearest one), within ``maxCustomReach`` of the selection.
    static func customReach(_ stops: [TransformStop]) -> ClosedRange<Double> {
        guard let first = stops.first?.offset, let last = stops.last?.offset, first.isFinite, last.isFinite else {
            return -1...1
        }
        let low = min(max(first - 1, -maxCustomReach), maxCustomReach)
        let high = max(min(last + 1, maxCustomReach), low)
        return low...high
    }
}
