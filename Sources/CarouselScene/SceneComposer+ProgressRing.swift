import CarouselEngine
import CarouselSpec

extension SceneComposer {
    /// `progress = "ring"`: in the frame's 32-point corner box (the pause button's), a 3-point
    /// white ring whose outer edge is 1.5 points inside the box (centre-line radius
    /// `16 - 1.5 - 1.5 = 13`). A faint full-circle track, then the elapsed part of the countdown,
    /// `1 - time left / interval` of a turn clockwise from twelve o'clock. Without a pause
    /// button the ring gets the button's dark round backing, so it reads on any card. Drawn
    /// only while the countdown runs (nothing while paused, waiting, moving or off).
    func progressRing(_ frame: CarouselFrame, into builder: inout Builder) {
        guard let box = frame.progressRing, let left = frame.autoTimeLeft, let interval = frame.autoInterval,
            interval > 0
        else { return }
        if frame.pauseButton == nil {
            builder.commands.append(
                .fill(RoundedRect(rect: box, radius: box.width / 2, color: Theme.buttonBacking, opacity: 0.72)))
        }
        let width = Theme.progressThickness
        let radius = box.width / 2 - Theme.progressRingInset - width / 2
        guard radius > width else { return }
        let elapsed = max(0, min(1, 1 - left / interval))
        builder.commands.append(
            .arc(
                Arc(
                    center: box.center, radius: radius, width: width, start: 0, sweep: 1, color: Theme.imageText,
                    opacity: Theme.progressRingTrackOpacity)))
        guard elapsed > 0 else { return }
        builder.commands.append(
            .arc(
                Arc(center: box.center, radius: radius, width: width, start: 0, sweep: elapsed, color: Theme.imageText))
        )
    }
}
