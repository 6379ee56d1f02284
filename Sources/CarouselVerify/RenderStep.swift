import CarouselEngine

/// One thing the render pass does at a time of engine time.
enum RenderStep: Sendable, Hashable {
    /// Input to the engine.
    case input(InputEvent)
    /// The window becomes `size` points: smaller than the spec on either side, the scene is the
    /// spec's, scaled down to fit (letterboxed, text measured at the smaller pixel size); larger,
    /// the engine lays the carousels out again.
    case window(Size)
}

/// A step with its time.
struct TimedRenderStep: Sendable, Hashable {
    /// Seconds of engine time.
    var time: Double
    /// What happens.
    var step: RenderStep
}

extension RenderPlan {
    /// The steps for `scene` in time order, and the time the play ends.
    func steps(for scene: SceneConfiguration) -> (steps: [TimedRenderStep], end: Double) {
        var steps: [TimedRenderStep] = []
        var time = rest(for: scene)
        let frames = SceneLayout.frames(for: scene)
        for (index, carousel) in scene.carousels.enumerated() where frames.indices.contains(index) {
            for direction in [-1.0, 1.0] {
                steps += drag(in: frames[index], axis: carousel.axis, direction: direction, at: time)
                time += dragDuration + settleTime
            }
        }
        let window = scene.windowSize
        let sizes = ([smallest] + between + [largest]).filter { $0 != window }
        for size in sizes.isEmpty ? [] : sizes + [window] {
            steps.append(TimedRenderStep(time: time, step: .window(size)))
            time += settleTime
        }
        return (steps, time)
    }

    /// A drag from the middle of `frame` along `axis` (`direction` -1: towards the leading
    /// edge, which pages forward), in a few moves, released at the end.
    private func drag(in frame: Rect, axis: Axis, direction: Double, at start: Double) -> [TimedRenderStep] {
        let centre = frame.center
        let distance = (axis == .horizontal ? frame.width : frame.height) * dragFraction * direction
        let moves = 8
        var steps = [TimedRenderStep(time: start, step: .input(.pointerDown(centre)))]
        for move in 1...moves {
            let fraction = Double(move) / Double(moves)
            let point =
                axis == .horizontal
                ? Point(x: centre.x + distance * fraction, y: centre.y)
                : Point(x: centre.x, y: centre.y + distance * fraction)
            let time = start + dragDuration * fraction
            steps.append(
                TimedRenderStep(time: time, step: .input(move == moves ? .pointerUp(point) : .pointerMove(point))))
        }
        // The pointer leaves, so hover does not hold auto-scroll.
        steps.append(TimedRenderStep(time: start + dragDuration, step: .input(.leave)))
        return steps
    }
}
