/// Where a drag goes when the pointer is released.
extension CarouselController {
    /// Hands the release to the kind: a settle to its release target, or momentum (marquee).
    mutating func release(_ press: Press, pointerVelocity: Double, at time: Double, events: inout [TimedEvent]) {
        let behavior = self.behavior
        behavior.release(&self, press, pointerVelocity: pointerVelocity, at: time, events: &events)
    }
}
