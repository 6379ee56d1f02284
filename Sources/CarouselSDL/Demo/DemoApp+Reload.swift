import CarouselEngine
import CarouselScene

extension DemoApp {
    /// Re-reads the spec: a valid one is applied at once (selections kept by id), an invalid one
    /// is shown in the window while the last good configuration keeps running.
    func reload(at time: Double) {
        let result = DemoRunner.load(options, with: loader)
        switch result {
        case .success(let fresh):
            loaded = fresh
            composer = SceneComposer(spec: fresh.spec)
            var scene = fresh.spec.scene
            scene.windowSize = engine.scene.windowSize
            engine.reload(scene)
            failure = nil
            window.setTitle(fresh.spec.window.title)
            output.notice(.reloadApplied)
            printer.emitReload(at: time, applied: true, errors: 0)
        case .failure(let problem):
            failure = problem
            output.notice(.reloadFailed(problem))
            printer.emitReload(at: time, applied: false, errors: problem.errorCount)
        }
    }
}
