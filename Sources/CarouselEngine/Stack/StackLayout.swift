/// Sizing of a stack (3D ring) carousel: pure formulas shared by the engine and the spec compiler.
///
/// - card main length: vertical `cross / aspect-ratio`; horizontal
///   `min(cross * aspect-ratio, stage main * focus-width)`; card cross: vertical the stage cross,
///   horizontal `card main / aspect-ratio`.
/// - spacing = card main * spacing ratio; slot extent = card main.
/// - default spacing ratio (``packedSpacingRatio(axis:itemCount:)``): 0.55 vertical / 0.30
///   horizontal for up to 3 items; from 4 items vertical packs tighter,
///   `0.55 * max(0.6, 1 - 0.08 * (n - 3))`, horizontal tightens mildly to `0.30 * 0.9`.
/// - visibleOuterSlot(n) = 1 for n <= 2, else `min(max-visible-slot, max(n / 2, 1))` (integer division).
/// - stack extent = `2 * visibleOuterSlot * spacing + card main * neighbor-scale + card main * extent-slack`.
/// - fitting (``StackSettings/fitsStage``, the length metrics left at their defaults): when the
///   extent exceeds the stage's main length, the card (and with it the spacing) shrinks by
///   `stage main / stack extent`, so the ring fits exactly; a stack that fits is left as it is.
///   Written metrics are kept as written unless the front card alone is longer than the stage
///   (a vertical stack in a window much wider than the spec's, whose card length follows the
///   stage's width): then the ring is fitted the same way, so no window draws a front card cut
///   by its own frame. ``requestedExtent`` keeps the extent before fitting (W0404 reports it).
///   Last, the front card is never longer than the stage (its length is derived, never written).
public struct StackLayout: Sendable, Hashable {
    /// Card length along the axis, in points.
    public var cardMain: Double
    /// Card length across the axis, in points.
    public var cardCross: Double
    /// Spacing ratio in force (explicit or packed default).
    public var spacingRatio: Double
    /// Distance between slots on the orbit, in points.
    public var spacing: Double
    /// Drag distance of one slot, in points.
    public var slotExtent: Double
    /// Slots shown on each side at rest.
    public var visibleOuterSlot: Int
    /// Stage length along the axis the ring needs so resting neighbours are not clipped.
    public var stackExtent: Double
    /// The extent the metrics ask for before any fitting (equal to `stackExtent` when nothing was fitted).
    public var requestedExtent: Double

    /// Computes the layout for a stage (the carousel frame minus its insets) of `stage` points.
    public init(settings: StackSettings, axis: Axis, itemCount: Int, stage: Size) {
        let stageMain = stage.main(axis), stageCross = stage.cross(axis)
        let aspect = max(settings.aspectRatio, 0.01)
        let main: Double
        switch axis {
        case .vertical: main = stageCross / aspect
        case .horizontal: main = min(stageCross * aspect, stageMain * settings.focusWidth)
        }
        let ratio = settings.spacingRatio ?? Self.packedSpacingRatio(axis: axis, itemCount: itemCount)
        let slots = Self.visibleOuterSlot(itemCount: itemCount, maxVisibleSlot: settings.maxVisibleSlot)
        // The extent is the card's main length times this factor.
        let extentPerCard = 2 * Double(slots) * ratio + settings.neighborScale + settings.extentSlack
        var fitted = max(main, 1)
        requestedExtent = fitted * extentPerCard
        let overflows = fitted * extentPerCard > stageMain
        if overflows, settings.fitsStage || fitted > stageMain, extentPerCard > 0 {
            fitted = max(stageMain / extentPerCard, 1)
        }
        // The front card itself (scale 1) never exceeds the stage, even when the metrics' extent
        // is shorter than one card (a `neighbor-scale` far below 1).
        if fitted > stageMain { fitted = max(stageMain, 1) }
        cardMain = fitted
        switch axis {
        case .vertical: cardCross = fitted < main ? fitted * aspect : stageCross
        case .horizontal: cardCross = cardMain / aspect
        }
        spacingRatio = ratio
        spacing = cardMain * ratio
        slotExtent = cardMain
        visibleOuterSlot = slots
        stackExtent = cardMain * extentPerCard
    }

    /// Slots shown on each side at rest for `itemCount` items.
    public static func visibleOuterSlot(itemCount: Int, maxVisibleSlot: Int) -> Int {
        itemCount <= 2 ? 1 : min(maxVisibleSlot, max(itemCount / 2, 1))
    }

    /// The default spacing ratio, packed tighter as the count grows (see the type's documentation).
    public static func packedSpacingRatio(axis: Axis, itemCount: Int) -> Double {
        switch axis {
        case .vertical:
            return itemCount <= 3 ? 0.55 : 0.55 * max(0.6, 1 - 0.08 * Double(itemCount - 3))
        case .horizontal:
            return itemCount <= 3 ? 0.30 : 0.30 * 0.9
        }
    }
}
