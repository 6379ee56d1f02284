/// The items of a marquee with `item-extent = "auto"`: each as long as its content.
///
/// Item `k` starts `o(k)` points into the loop: `o(k) = Σ_{i<k} (ℓ(i) + s)`. Only the written
/// items (at most the item limit) have lengths of their own; the items past them share one,
/// so `o(k) = o(W) + (k − W)·(ℓ + s)` for `k ≥ W` and the loop is `o(n)` long. The start-up
/// sums the written lengths once (bounded by the written items, never by a generated count);
/// finding the item at an offset is a binary search among the written origins or one division
/// past them.
struct MarqueeStrip: Sendable, Hashable {
    let lengths: ItemLengths
    let count: Int
    let spacing: Double
    let cross: Double
    /// `o(k)` for `k = 0 … W` (W written items).
    let origins: [Double]
    /// `ℓ + s` of every item past the written ones.
    let fallbackStride: Double

    init(lengths: ItemLengths, count: Int, spacing: Double, cross: Double) {
        self.lengths = lengths
        self.count = count
        self.spacing = spacing
        self.cross = cross
        let written = min(lengths.written.count, count)
        var origins = [0.0]
        origins.reserveCapacity(written + 1)
        var sum = 0.0
        for k in 0..<written {
            sum += lengths.length(of: k, cross: cross) + spacing
            origins.append(sum)
        }
        self.origins = origins
        fallbackStride = lengths.fallback.length(cross: cross) + spacing
    }

    /// `ℓ(k)` for `k` in `0..<n`.
    func length(_ k: Int) -> Double { lengths.length(of: k, cross: cross) }

    /// `o(k)` for `k` in `0…n`.
    func origin(_ k: Int) -> Double {
        let written = origins.count - 1
        return k <= written ? origins[k] : origins[written] + Double(k - written) * fallbackStride
    }

    /// The loop's length, `o(n)`.
    var total: Double { origin(count) }

    /// The item whose span `[o(k), o(k + 1))` holds `offset` (in `[0, total)`).
    func item(at offset: Double) -> Int {
        let written = origins.count - 1
        if offset >= origins[written] {
            let k = written + CheckedInt.of((offset - origins[written]) / fallbackStride, .down)
            return min(max(k, 0), count - 1)
        }
        var low = 0, high = written - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if origins[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Items from the loop's start at `offset` points (any real: whole loops count `n` each).
    func units(_ offset: Double) -> Double {
        let total = total
        guard total > 0, count > 0 else { return 0 }
        let loops = (offset / total).rounded(.down)
        let inside = offset - loops * total
        let k = item(at: inside)
        return loops * Double(count) + Double(k) + (inside - origin(k)) / (origin(k + 1) - origin(k))
    }

    /// The offset in points of `units` items from the loop's start (the inverse of ``units(_:)``).
    func offset(units: Double) -> Double {
        guard count > 0 else { return 0 }
        let whole = units.rounded(.down)
        let loops = (whole / Double(count)).rounded(.down)
        let k = min(max(Int(whole - loops * Double(count)), 0), count - 1)
        let fraction = units - whole
        return loops * total + origin(k) + fraction * (origin(k + 1) - origin(k))
    }

    /// The visible items at `offset`: from the item under the frame's leading edge, forward
    /// until the frame's end (at most 4,096).
    func cards(offset: Double, frameStart: Double, frameLength: Double, crossCenter: Double, axis: Axis)
        -> [CardPlacement]
    {
        let total = total
        guard count > 0, total > 0 else { return [] }
        let inside = offset - (offset / total).rounded(.down) * total
        var k = item(at: inside)
        var start = frameStart + origin(k) - inside
        var cards: [CardPlacement] = []
        while start < frameStart + frameLength && cards.count < 4096 {
            let length = length(k)
            if start + length > frameStart {
                let rect = Rect.centered(
                    axis, main: start + length / 2, cross: crossCenter, mainLength: length, crossLength: cross)
                cards.append(CardPlacement(item: k, rect: rect, scale: 1, opacity: 1, z: 0, tappable: false))
            }
            start += length + spacing
            k = k + 1 == count ? 0 : k + 1
        }
        return cards
    }
}
