/// How a carousel shows where it is (`pagination`).
public enum PaginationStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// Page dots, windowed to what the strip holds (``PageIndicator``).
    case dots
    /// "selected / count" text, e.g. "3 / 10".
    case fraction
    /// A bar filled to the selected position over the item count.
    case progress
    /// Nothing (and no strip is reserved).
    case none
}

/// The values the fraction and progress indicators show. See docs/engine.md, "Pagination".
public enum Pagination {
    /// Thickness of the progress bar, in points.
    public static let barThickness = 4.0
    /// Distance between the strip's ends and the progress bar's ends, in points.
    public static let barInset = 16.0
    /// Text size of the fraction, in points.
    public static let fractionPoints = 13.0
    /// Width of one character of the fraction used by `check` (a digit is at most 0.6 em wide in
    /// the bundled faces), in points.
    public static let fractionCharacterWidth = 0.6 * fractionPoints
    /// Height of the fraction's line box used by `check`, in points.
    public static let fractionLineHeight = 1.3 * fractionPoints

    /// The fraction text: `"\(selection + 1) / \(count)"` ("0 / 0" when empty).
    public static func fraction(selection: Int, count: Int) -> String {
        count > 0 ? "\(selection + 1) / \(count)" : "0 / 0"
    }

    /// The filled part of the progress bar, 0...1: `clamp((progress + 1) / n, 1 / n, 1)`, so
    /// the first item shows `1 / n` and the last a full bar; 0 when empty. On a loop, progress
    /// past the last item (towards the seam) keeps the full bar.
    public static func progressFill(progress: Double, count n: Int) -> Double {
        guard n > 0 else { return 0 }
        let count = Double(n)
        return min(1, max(1 / count, (progress + 1) / count))
    }

    /// The track of the progress bar in the strip: `barInset` in from both ends along the axis,
    /// `barThickness` across, centred; nil when the strip is shorter than `2 × barInset + barThickness`.
    public static func progressTrack(in strip: Rect, axis: Axis) -> Rect? {
        let length = strip.mainLength(axis) - 2 * barInset
        guard length >= barThickness else { return nil }
        return Rect.centered(
            axis, main: strip.mainCenter(axis), cross: strip.crossCenter(axis), mainLength: length,
            crossLength: barThickness)
    }

    /// The box `check` reserves for the widest fraction of `count` items (both numbers with
    /// `count`'s digits): `characters × fractionCharacterWidth` by `fractionLineHeight`, centred
    /// in the strip (horizontal axis) or at its cross centre, along the strip's middle (vertical).
    public static func fractionBox(count: Int, in strip: Rect) -> Rect {
        let widest = fraction(selection: max(count, 1) - 1, count: max(count, 1))
        let width = Double(widest.utf8.count) * fractionCharacterWidth
        return Rect(
            x: strip.center.x - width / 2, y: strip.center.y - fractionLineHeight / 2, width: width,
            height: fractionLineHeight)
    }
}
