/// How many large, medium and small keylines a multi-browse carousel has, and how long each is
/// (docs/engine.md, "Multi-browse arrangement").
public struct KeylineArrangement: Sendable, Hashable {
    /// Large (focal) keylines and their length in points.
    public var largeCount: Int, largeSize: Double
    /// Medium keylines (0 or 1) and their length.
    public var mediumCount: Int, mediumSize: Double
    /// Small keylines (0 or 1) and their length.
    public var smallCount: Int, smallSize: Double

    /// The keyline lengths in order: large, medium, small.
    public var sizes: [Double] {
        Array(repeating: largeSize, count: largeCount) + Array(repeating: mediumSize, count: mediumCount)
            + Array(repeating: smallSize, count: smallCount)
    }

    /// Keylines in all.
    public var count: Int { largeCount + mediumCount + smallCount }

    /// Whether large > medium > small for the kinds present.
    var isValid: Bool {
        if largeCount > 0 && mediumCount > 0 && smallCount > 0 {
            return largeSize > mediumSize && mediumSize > smallSize
        }
        if largeCount > 0 && smallCount > 0 { return largeSize > smallSize }
        return largeSize > 0
    }

    /// The medium length may move this fraction to keep the large length near its target.
    static let mediumFlex = 0.1

    /// The multi-browse arrangement of a region `region` points long for `items` items.
    ///
    /// Target lengths: large `L* = min(preferred, R)`, small `S* = clamp(L*/3, min, max)`,
    /// medium `(L* + S*)/2`. Every count of large items between the fewest and the most that can
    /// fit, with one or no medium and one small (none when `R < 2·min`), is fitted to the region
    /// (``fit(large:medium:small:region:spacing:targets:minSmall:maxSmall:)``); the one whose
    /// large length moved least, weighted by its rank, wins. With fewer items than keylines,
    /// small then medium keylines are dropped.
    public static func multiBrowse(
        region: Double, spacing: Double, preferred: Double, minSmall: Double, maxSmall: Double, items: Int
    ) -> KeylineArrangement {
        let large = max(1, min(preferred, region))
        let small = min(max(large / 3, minSmall), maxSmall)
        let targets = (large: large, medium: (large + small) / 2, small: small)
        let smallCounts = region < 2 * minSmall ? [0] : [1]
        let mediumCounts = [1, 0]
        let room = region - targets.medium - maxSmall - 2 * spacing
        let fewest = max(1, Int((room / (large + spacing)).rounded(.down)))
        let most = max(fewest, Int(((region + spacing) / (large + spacing)).rounded(.up)))
        var best = lowestCost(
            larges: Array((fewest...most).reversed()), mediums: mediumCounts, smalls: smallCounts, region: region,
            spacing: spacing, targets: targets, minSmall: minSmall, maxSmall: maxSmall)
        if let found = best, found.count > items, items > 0 {
            var surplus = found.count - items, smallCount = found.smallCount, mediumCount = found.mediumCount
            while surplus > 0 {
                if smallCount > 0 { smallCount -= 1 } else if mediumCount > 1 { mediumCount -= 1 }
                surplus -= 1
            }
            best =
                lowestCost(
                    larges: Array((fewest...most).reversed()), mediums: [mediumCount], smalls: [smallCount],
                    region: region, spacing: spacing, targets: targets, minSmall: minSmall, maxSmall: maxSmall) ?? best
        }
        return best
            ?? KeylineArrangement(
                largeCount: 1, largeSize: max(1, region), mediumCount: 0, mediumSize: 0, smallCount: 0, smallSize: 0)
    }

    /// The valid fitted arrangement of lowest cost `|L* − large| · rank` (ranks count from 1 in
    /// the order tried), or nil when none is valid.
    static func lowestCost(
        larges: [Int], mediums: [Int], smalls: [Int], region: Double, spacing: Double,
        targets: (large: Double, medium: Double, small: Double), minSmall: Double, maxSmall: Double
    ) -> KeylineArrangement? {
        var best: (arrangement: KeylineArrangement, cost: Double)?
        var rank = 1.0
        for large in larges {
            for medium in mediums {
                for small in smalls {
                    let fitted = fit(
                        large: large, medium: medium, small: small, region: region, spacing: spacing,
                        targets: targets, minSmall: minSmall, maxSmall: maxSmall)
                    defer { rank += 1 }
                    guard fitted.isValid else { continue }
                    let cost = abs(targets.large - fitted.largeSize) * rank
                    if best == nil || cost < best?.cost ?? .infinity {
                        best = (fitted, cost)
                        if cost == 0 { return fitted }
                    }
                }
            }
        }
        return best?.arrangement
    }

    /// Fits counts to the region: the small length moves within `[min, max]` first, then the
    /// large length solves `room = l·L + m·(L + S)/2 + s·S` (room: the region less the gaps),
    /// then the medium length gives back up to 10 % of itself to bring `L` towards `L*`.
    static func fit(
        large: Int, medium: Int, small: Int, region: Double, spacing: Double,
        targets: (large: Double, medium: Double, small: Double), minSmall: Double, maxSmall: Double
    ) -> KeylineArrangement {
        let room = region - Double(max(large + medium + small - 1, 0)) * spacing
        let l = Double(large), m = Double(medium), s = Double(small)
        var smallSize = min(max(targets.small, minSmall), maxSmall)
        let delta = room - (l * targets.large + m * targets.medium + s * smallSize)
        if small > 0 {
            smallSize += delta > 0 ? min(delta / s, maxSmall - smallSize) : max(delta / s, minSmall - smallSize)
        } else {
            smallSize = 0
        }
        var largeSize = (room - (s + m / 2) * smallSize) / (l + m / 2)
        var mediumSize = (largeSize + smallSize) / 2
        if medium > 0 && largeSize != targets.large {
            let wanted = (targets.large - largeSize) * l
            let moved = min(abs(wanted), mediumSize * mediumFlex * m)
            let sign = wanted > 0 ? 1.0 : -1.0
            mediumSize -= sign * moved / m
            largeSize += sign * moved / l
        }
        return KeylineArrangement(
            largeCount: large, largeSize: largeSize, mediumCount: medium, mediumSize: mediumSize,
            smallCount: small, smallSize: smallSize)
    }
}
