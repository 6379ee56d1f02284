/// What a thumbnail strip shows: Swiper's thumbs for a finite paging carousel that follows
/// another through `sync` and has no `align` of its own (``PagingLayout/thumbs``).
///
/// The strip's selection (its committed target, which the sync couples) and what it shows are
/// apart. The strip is start-aligned and drawn at its `view` position (pages): item `k`'s
/// leading edge sits `(k − view) · stride` points into the region. With region `R`, item
/// length `L` and `n` items:
///
/// - `slack = max(0, (R − L) / stride)`: how far behind the view's first item the selected one
///   may sit and still be whole in view;
/// - the view stays in `[0, high]`, `high = max(0, (n − 1) − slack)`: at 0 the first item starts
///   at the region's leading edge, at `high` the last one ends at its trailing edge, so neither
///   end ever shows empty space;
/// - each move (a new committed target `t`) has a goal view: the view moved only as far as
///   keeps item `t` whole in view, `clamp(view, t − slack, t)` (Swiper's thumbs with
///   `autoScrollOffset = 0`), then into `[0, high]`; while the position travels from `p₀` to
///   `t` the view travels from its start to the goal in proportion (a spring's overshoot
///   overshoots the view too and comes back), so at rest it is exactly the goal;
/// - while the strip is dragged the view moves with the finger from where the drag began
///   (`view₀ + position − position₀`), and the move its release starts keeps that offset
///   (goal `view + t − position`), so a strip dragged by whole items rests on whole strides;
/// - at every step the item at the position stays whole in view and the view in `[0, high]`.
///
/// The work is constant per step, whatever the item count.
public struct ThumbView: Sendable {
    /// How many strides the selected item may sit behind the view and still be whole in view.
    public let slack: Double
    /// The last view position: the last item's trailing edge at the region's trailing edge.
    public let high: Double
    /// The view position now, in pages.
    public private(set) var view: Double
    /// The view position at the previous fixed step, for interpolation.
    public private(set) var previous: Double
    /// The position the view last followed.
    private var followed: Double
    /// View and position when a drag began (nil when no drag runs).
    private var drag: Anchor?
    /// The view the current move goes to, and where the move began (nil before the first).
    private var goal: Goal?
    /// The last follow was a drag: the next goal keeps the strip moving with the position.
    private var released = false

    /// A view and a position together.
    private struct Anchor: Sendable {
        var view: Double
        var position: Double
    }

    /// One move of the strip: from `start` to `view` while the position goes to `target`.
    private struct Goal: Sendable {
        var target: Double
        var start: Anchor
        var view: Double
    }

    /// The view of `count` items in `geometry`, placed for `position` as if it had scrolled there
    /// from `view` (the first item when nil; a resized strip keeps its view).
    public init(geometry: PagingGeometry, count: Int, position: Double, from view: Double? = nil) {
        slack = max(0, (geometry.regionLength - geometry.pageLength) / geometry.stride)
        high = max(0, Double(max(count, 1) - 1) - slack)
        followed = position
        self.view = 0
        previous = 0
        self.view = clamped(view ?? 0, keeping: position.isFinite ? position : 0)
        previous = self.view
    }

    /// Moves the view for a new `position` on its way to `target` (the committed target's
    /// resting position; see the type's summary).
    public mutating func follow(_ position: Double, target: Double, dragging: Bool) {
        guard position.isFinite, target.isFinite else { return }
        if dragging {
            let start = drag ?? Anchor(view: view, position: followed)
            drag = start
            goal = nil
            released = true
            view = clamped(start.view + position - start.position, keeping: position)
            // A drag moves what is drawn at once, as it moves the position (no interpolation).
            previous = view
        } else {
            drag = nil
            if goal?.target != target {
                // After a drag the strip keeps moving with the position; otherwise it stays put.
                let base = released ? view + target - position : view
                goal = Goal(
                    target: target, start: Anchor(view: view, position: position),
                    view: clamped(base, keeping: target))
                released = false
            }
            if let goal {
                let travel = goal.target - goal.start.position
                let share = abs(travel) < 1e-9 ? 1 : (position - goal.start.position) / travel
                view = clamped(goal.start.view + (goal.view - goal.start.view) * share, keeping: position)
            }
        }
        followed = position
    }

    /// `view` moved only as far as keeps the item at `position` whole in view, then into `[0, high]`.
    private func clamped(_ view: Double, keeping position: Double) -> Double {
        min(max(min(max(view, position - slack), position), 0), high)
    }

    /// Starts a fixed step: the view now is where the next frames interpolate from.
    public mutating func beginStep() { previous = view }

    /// The view interpolated at `alpha` between the previous step and now.
    public func value(alpha: Double) -> Double { previous + (view - previous) * alpha }
}
