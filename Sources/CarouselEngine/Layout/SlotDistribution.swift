/// How the carousels without a frame share the window along its layout: the window's `insets`
/// come off first, `spacing` goes between neighbours, fixed lengths (points, percentages, `auto`)
/// are taken in file order, and what is left is split by the `fr` shares.
///
/// With no lengths, spacing or insets written every carousel is `1fr`: equal shares, as before
/// lengths existed.
public struct SlotDistribution: Sendable, Hashable {
    /// The window inside its insets, in points.
    public var area: Rect
    /// The area's length along the layout (its height in `rows`, its width in `columns`), in points.
    public var length: Double
    /// The total of the gaps between slots, in points.
    public var gaps: Double
    /// The total of the fixed lengths (points, percentages, `auto`), in points.
    public var fixed: Double
    /// The total of the `fr` shares.
    public var fractions: Double
    /// Points per `1fr`: what the fixed lengths and gaps leave, divided by ``fractions`` (0 without shares).
    public var unit: Double
    /// The length of each carousel's slot along the layout, in scene order (nil: an explicit frame).
    public var lengths: [Double?]

    /// The distribution of `scene`'s carousels.
    public init(scene: SceneConfiguration) {
        let window = scene.windowSize
        let insets = scene.insets
        // Insets wider than the window leave an empty area, never a negative one (the spec
        // compiler reports the slots that do not fit, E0345 and E0305).
        area = Rect(
            x: insets.leading, y: insets.top, width: max(0, window.width - insets.leading - insets.trailing),
            height: max(0, window.height - insets.top - insets.bottom))
        length = scene.layout == .rows ? area.height : area.width
        let shared = scene.carousels.filter { $0.explicitFrame == nil }
        gaps = scene.spacing * Double(max(shared.count - 1, 0))
        var fixed = 0.0
        var fractions = 0.0
        var fixedLengths: [Double?] = []
        fixedLengths.reserveCapacity(scene.carousels.count)
        for carousel in scene.carousels {
            guard carousel.explicitFrame == nil else {
                fixedLengths.append(nil)
                continue
            }
            if let share = carousel.slotLength.fraction {
                fractions += share
                fixedLengths.append(nil)
            } else {
                let points = Self.fixedLength(carousel, along: scene.layout, of: length)
                fixed += points
                fixedLengths.append(points)
            }
        }
        self.fixed = fixed
        self.fractions = fractions
        // Written as `left / shares` so equal shares are exactly `length / count`, as before.
        let unit = fractions > 0 ? max(0, length - gaps - fixed) / fractions : 0
        self.unit = unit
        lengths = zip(scene.carousels, fixedLengths).map { carousel, fixedLength in
            guard carousel.explicitFrame == nil else { return nil }
            return fixedLength ?? unit * (carousel.slotLength.fraction ?? 0)
        }
    }

    /// What the fixed lengths and gaps leave for the `fr` shares, in points (negative: over by that much).
    public var left: Double { length - gaps - fixed }

    /// The fixed length of a carousel that is not `fr`, in points (`auto` without a known content
    /// size counts 0; the spec compiler reports it).
    static func fixedLength(_ carousel: CarouselConfiguration, along layout: WindowLayout, of length: Double)
        -> Double
    {
        switch carousel.slotLength {
        case .points(let points): return points
        case .percent(let percent): return length * percent / 100
        case .auto: return SceneLayout.contentLength(of: carousel, along: layout) ?? 0
        case .fraction: return 0
        }
    }

    /// The share of each carousel, in scene order (nil: an explicit frame).
    public func shares(for scene: SceneConfiguration) -> [Rect?] {
        var position = 0.0
        var fractionsBefore = 0.0
        var index = 0
        return zip(scene.carousels, lengths).map { carousel, slotLength -> Rect? in
            guard let slotLength else { return nil }
            // The fixed lengths before it, the gaps, and the fr shares before it times the unit
            // (equal shares start at exactly `unit * index`, as before lengths existed).
            let start = position + scene.spacing * Double(index) + unit * fractionsBefore
            if let share = carousel.slotLength.fraction {
                fractionsBefore += share
            } else {
                position += slotLength
            }
            index += 1
            switch scene.layout {
            case .rows: return Rect(x: area.x, y: area.y + start, width: area.width, height: slotLength)
            case .columns: return Rect(x: area.x + start, y: area.y, width: slotLength, height: area.height)
            }
        }
    }
}
