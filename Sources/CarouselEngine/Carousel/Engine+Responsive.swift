/// Responsive rules at run time: the host (the demo window) resolves the spec for the window's
/// new size and hands the carousels' configurations over here.
extension Engine {
    /// Takes over the configurations that responsive rules give at a new window size, at `time`
    /// seconds, keeping each carousel's state: its selection (a marquee its offset), auto-scroll
    /// on or off as Space left it, and the live changes made with A, I and K (axis, `infinite`
    /// and kind stay as they are now; rules never change them). Only the carousels whose
    /// configuration changes are rebuilt; a running settle or drag of those ends on its committed
    /// page. Configurations are matched by id; unknown ids are ignored.
    public mutating func adapt(_ configurations: [CarouselConfiguration], at time: Double) {
        let time = InputLimits.time(time, fallback: now)
        stepUntil(time, inclusive: false)
        now = max(now, time)
        var changed: [Int] = []
        for configuration in configurations {
            guard let index = scene.carousels.firstIndex(where: { $0.id == configuration.id }) else { continue }
            var next = configuration
            let current = scene.carousels[index]
            next.axis = current.axis
            next.infinite = current.infinite
            next.kind = current.kind
            guard next != current else { continue }
            scene.carousels[index] = next
            changed.append(index)
        }
        guard !changed.isEmpty else { return }
        let slots = SceneLayout.slots(for: scene)
        for index in changed where carousels.indices.contains(index) && slots.indices.contains(index) {
            let old = carousels[index]
            var fresh = makeController(scene.carousels[index], slot: slots[index])
            fresh.takeOver(from: old, at: time, events: &pending)
            carousels[index] = fresh
            if capture == index { capture = nil }
        }
        relayout()
        updateHover()
        updateFocus()
    }
}
