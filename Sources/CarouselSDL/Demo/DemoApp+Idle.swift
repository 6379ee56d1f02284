/// Sleeping while nothing changes: the deadlines the window keeps, and the wait between frames.
extension DemoApp {
    /// When the loop must next run by itself, in seconds since launch; nil when only an event
    /// can change what is shown. Every timer of the window is here: the engine's next change
    /// (``Engine/nextChange()``: now while something moves), the spec watcher's next poll, the
    /// next replay step, `--exit-after`, the end of a note, the HUD's refresh, the redraw a
    /// frame that made new card faces asks for and the kiosk's cursor hiding.
    func nextWake() -> Double? {
        var times = [engine.nextChange(), watcher?.nextPoll, options.exitAfter]
        if let steps = options.replay?.steps, replayIndex < steps.count { times.append(steps[replayIndex].time) }
        if let note { times.append(note.until) }
        if showHUD { times.append(hud?.until ?? clock.now) }
        if redrawNeeded || screenshotRequested { times.append(clock.now) }
        if kiosk { times.append(kioskState.cursorHideTime) }
        return times.compactMap { $0 }.min()
    }

    /// Whether the next frame is due within one frame period (something moves, or a deadline is
    /// that close): the loop keeps the display's pace instead of sleeping on events.
    func isAnimating(_ pacer: FramePacer) -> Bool {
        guard let wake = nextWake() else { return false }
        return wake <= clock.now + pacer.period
    }

    /// Waits before the next loop: the frame pacer's wait while animating, else a sleep until
    /// an event arrives or the next deadline, counted as idle time for `--stats`.
    func waitForNextFrame(_ pacer: inout FramePacer) {
        if isAnimating(pacer) {
            DemoClock.sleep(pacer.wait(now: clock.now))
            return
        }
        // Still: first the faces of the scenes that can come next, one per pass (events between).
        if prepareAhead() { return }
        let asleep = clock.now
        SDLBridge.waitForEvent(seconds: (nextWake() ?? .infinity) - asleep)
        let awake = clock.now
        stats.recordIdle(awake - asleep)
        pacer.follow(now: awake)
    }
}
