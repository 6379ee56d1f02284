import CarouselEngine
import CarouselScene
import CarouselSpec

extension DemoApp {
    /// Re-reads the spec: a valid one is applied at once (selections kept by id), an invalid one
    /// is shown in the window (in kiosk mode: on standard error only) while the last good
    /// configuration keeps running.
    ///
    /// A save noticed by the watcher is read and compiled on another thread (the window keeps
    /// drawing), and applied here on the frame after it finished. A reload asked for by a key or
    /// by a replayed script step is done at once, so a replay stays deterministic.
    func reload(at time: Double) {
        if var current = watcher {
            if let result = current.takeLoaded() {
                watcher = current
                apply(result, at: time)
                return
            }
            if current.changeSeen {
                let options = options, loader = loader
                current.startLoad { DemoRunner.load(options, with: loader) }
                watcher = current
                return
            }
        }
        apply(DemoRunner.load(options, with: loader), at: time)
    }

    /// Applies a finished load: the new spec, or the problem shown over the running one.
    private func apply(_ result: Result<LoadedSpec, SpecLoadFailure>, at time: Double) {
        switch result {
        case .success(let fresh):
            loaded = fresh
            watcher?.follow(fresh.referencedPaths)
            accessibility?.specChanged = true
            // The [[carousel.when]] rules of the window's present size.
            let sized = fresh.spec(forWindow: window.size)
            appliedRules = fresh.responsive?.appliedRules(forWindow: window.size) ?? []
            composer = SceneComposer(spec: sized)
            motion = ReducedMotionDecision(
                setting: fresh.spec.window.reducedMotion, override: options.reducedMotion,
                desktop: options.desktopMotion)
            var scene = sized.deciding(motion).scene
            viewFit = ViewFit(specSize: fresh.spec.window.fitSize, window: window.size)
            scene.windowSize = viewFit.sceneSize
            engine.reload(scene)
            failure = nil
            window.setTitle(fresh.spec.window.title)
            output.notice(.reloadApplied)
            printer.emitReload(at: time, applied: true, errors: 0)
        case .failure(let problem):
            // A kiosk keeps the last good screen as it is: the diagnostics go to standard error only.
            if !kiosk { failure = problem }
            output.notice(.reloadFailed(problem))
            printer.emitReload(at: time, applied: false, errors: problem.errorCount)
        }
    }
}
