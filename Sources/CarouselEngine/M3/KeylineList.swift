/// An ordered list of keylines with an anchor at each end (docs/engine.md, "Material 3 keylines").
///
/// Built from the lengths of the visible keylines (`sizes`), laid out edge to edge with
/// `spacing` between them from the region's leading edge. The focal range is the run of the
/// longest keylines; an anchor, as long as the shortest keyline, sits one gap outside each end
/// of the region so items leave at the small size. Unadjusted centres are one stride
/// (`focal length + spacing`) apart, with the first focal keyline's unadjusted centre equal to
/// its centre.
public struct KeylineList: Sendable, Hashable {
    /// Anchors included: `keylines[0]` and the last one are the anchors.
    public var keylines: [Keyline]
    /// Index (in `keylines`) of the first focal keyline.
    public var firstFocal: Int
    /// Index (in `keylines`) of the last focal keyline.
    public var lastFocal: Int

    /// Lays out `sizes` (at least one, each > 0) edge to edge from `start` (points from the
    /// region's leading edge) with `spacing` between them; the focal range is
    /// `focal` (indices into `sizes`); `stride` is the distance between unadjusted centres.
    init(sizes: [Double], focal: ClosedRange<Int>, start: Double, spacing: Double, stride: Double) {
        let anchor = sizes.min() ?? 1
        var list: [Keyline] = []
        list.reserveCapacity(sizes.count + 2)
        list.append(Keyline(center: start - spacing - anchor / 2, size: anchor, unadjusted: 0))
        var edge = start
        for size in sizes {
            list.append(Keyline(center: edge + size / 2, size: size, unadjusted: 0))
            edge += size + spacing
        }
        list.append(Keyline(center: edge + anchor / 2, size: anchor, unadjusted: 0))
        let first = focal.lowerBound + 1
        let origin = list[first].center
        for index in list.indices { list[index].unadjusted = origin + Double(index - first) * stride }
        keylines = list
        firstFocal = first
        lastFocal = focal.upperBound + 1
    }

    /// A list from already placed keylines.
    init(keylines: [Keyline], firstFocal: Int, lastFocal: Int) {
        self.keylines = keylines
        self.firstFocal = firstFocal
        self.lastFocal = lastFocal
    }

    /// The list a fraction `t` of the way from `a` to `b` (same length), keyline by keyline.
    static func lerp(_ a: KeylineList, _ b: KeylineList, _ t: Double) -> KeylineList {
        var list = a.keylines
        for index in list.indices where index < b.keylines.count {
            list[index] = Keyline.lerp(a.keylines[index], b.keylines[index], t)
        }
        return KeylineList(
            keylines: list, firstFocal: t < 0.5 ? a.firstFocal : b.firstFocal,
            lastFocal: t < 0.5 ? a.lastFocal : b.lastFocal)
    }

    /// Where an item whose unadjusted centre is `x` is drawn: its visible centre and length.
    ///
    /// Between two keylines both are interpolated linearly in `x`; past an anchor the anchor's
    /// length is kept and the centre moves on at `anchor + spacing` per stride.
    public func place(_ x: Double, spacing: Double) -> (center: Double, size: Double) {
        guard x.isFinite, let first = keylines.first, let last = keylines.last else { return (0, 0) }
        let stride = keylines.count > 1 ? keylines[1].unadjusted - first.unadjusted : 1
        if x <= first.unadjusted {
            return (first.center - (first.unadjusted - x) / stride * (first.size + spacing), first.size)
        }
        if x >= last.unadjusted {
            return (last.center + (x - last.unadjusted) / stride * (last.size + spacing), last.size)
        }
        let index = min(max(Int((x - first.unadjusted) / stride), 0), keylines.count - 2)
        let a = keylines[index], b = keylines[index + 1]
        let t = (x - a.unadjusted) / (b.unadjusted - a.unadjusted)
        return (a.center + (b.center - a.center) * t, a.size + (b.size - a.size) * t)
    }
}
