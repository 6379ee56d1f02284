import CarouselEngine
import CarouselScene

/// Card faces made while the window is idle, for the scenes it expects next.
struct AheadFaces {
    /// Faces made per idle wake-up: an event waits for one face at most.
    static let facesPerWake = 1
    /// How far ahead a predicted page turn is played, in seconds (it has settled by then).
    static let settleTime = 3.0

    /// The scene on screen the predictions were made from (nil: none made yet).
    var basis: Scene?
    /// The predicted scenes whose faces are still being made.
    var scenes: [Scene] = []
    /// Process CPU seconds spent making faces since the last frame (left out of its frame CPU).
    var cpuSinceFrame = 0.0
}

extension DemoApp {
    /// Makes the card faces of the scenes that can come next while nothing moves: for every
    /// carousel (a marquee never rests), the scene after a page on and after a page back, played
    /// on a copy of the engine until it settles. Each call makes at most
    /// ``AheadFaces/facesPerWake`` faces and returns true while there may be more (the loop then
    /// polls events and calls again instead of sleeping); false when all are made, so a still
    /// window goes to sleep. The predictions are made once per scene shown: their number is two
    /// per carousel, whatever the item count. CPU time spent here is not part of any frame's.
    func prepareAhead() -> Bool {
        guard let shownScene, failure == nil, ahead.basis != shownScene || !ahead.scenes.isEmpty else { return false }
        let start = DemoClock.processCPU
        var made = 0
        defer {
            let cpu = DemoClock.processCPU - start
            ahead.cpuSinceFrame += cpu
            stats.recordAhead(faces: made, cpu: cpu)
        }
        if ahead.basis != shownScene {
            ahead.basis = shownScene
            // The first prediction is made first: `scenes` is worked from its end.
            ahead.scenes = predictedScenes().reversed()
        }
        while let scene = ahead.scenes.last {
            // A face that cannot be made now is drawn by its frame, as without this.
            made = (try? drawer.prepareFaces(in: scene, limit: AheadFaces.facesPerWake)) ?? 0
            if made > 0 { return true }
            ahead.scenes.removeLast()
        }
        return false
    }

    /// The scenes after one page on and one page back in each carousel that pages.
    private func predictedScenes() -> [Scene] {
        let now = engine.now
        var scenes: [Scene] = []
        for frame in engine.frames() where frame.kind != .marquee {
            for delta in [1, -1] {
                var future = engine
                guard future.page(by: delta, carouselID: frame.id, at: now) else { continue }
                _ = future.advance(to: now + AheadFaces.settleTime)
                guard
                    let scene = try? drawer.compose(
                        future.frames(), composer: composer, windowSize: future.scene.windowSize)
                else { continue }
                scenes.append(scene)
            }
        }
        return scenes
    }
}
