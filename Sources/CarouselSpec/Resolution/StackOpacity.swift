import CarouselEngine

/// The stack's default opacity curve, which follows `max-visible-slot` so that every slot it keeps
/// can be seen: 1 at the front, 0.36 at slot 1, falling evenly to `0.36 / max-visible-slot` at
/// the last kept slot, and 0 0.45 slots further. With the default 2 slots this is
/// `[[0, 1], [1, 0.36], [2, 0.18], [2.45, 0]]`.
public enum StackOpacity {
    /// Opacity of the first slot behind the front card.
    static let firstSlot = 0.36
    /// How far past the last kept slot the curve reaches 0.
    static let fadeOut = 0.45

    /// The default curve for `slots` visible slots on each side (1...4).
    public static func defaultStops(slots: Int) -> [OpacityStop] {
        let slots = max(1, slots)
        var stops = [OpacityStop(distance: 0, opacity: 1)]
        for slot in 1...slots {
            let opacity = firstSlot * Double(slots + 1 - slot) / Double(slots)
            stops.append(OpacityStop(distance: Double(slot), opacity: (opacity * 1000).rounded() / 1000))
        }
        stops.append(OpacityStop(distance: Double(slots) + fadeOut, opacity: 0))
        return stops
    }
}
