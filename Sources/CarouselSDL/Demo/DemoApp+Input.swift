import CarouselEngine
import CarouselScript

extension DemoApp {
    /// Drains SDL's queue, turning each event into engine input or a window command.
    func pollEvents() {
        SDLBridge.pollEvents { input, ticks in
            handle(input, at: clock.eventTime(ticks: ticks, after: recorder.lastInputTime))
        }
    }

    /// Sends the replay script's steps that are due by `time`.
    func feedReplay(until time: Double) {
        guard let steps = options.replay?.steps else { return }
        while replayIndex < steps.count, steps[replayIndex].time <= time {
            let step = steps[replayIndex]
            replayIndex += 1
            switch step.action {
            // A recorded resize is the window's size: the window takes it, then the rules follow.
            case .input(.resize(let size)):
                window.setSize(size)
                windowResized(to: size, at: step.time)
            case .input(let input): send(input, at: step.time)
            case .window(let command):
                recorder.record(command, at: step.time)
                switch command {
                case .toggleHUD: showHUD = !showHUD && !kiosk
                case .reload: reload(at: step.time)
                }
            }
        }
    }

    private func handle(_ input: WindowInput, at time: Double) {
        switch input {
        case .quit: running = false
        // Pointer positions come in window points; the engine works in scene points.
        case .pointerDown(let point):
            restingPointer.used()
            pointerMoved(at: time)
            send(.pointerDown(viewFit.scenePoint(point)), at: time)
        case .pointerUp(let point): send(.pointerUp(viewFit.scenePoint(point)), at: time)
        case .pointerMove(let point, let held):
            pointerMoved(at: time)
            let scene = viewFit.scenePoint(point)
            if held {
                send(.pointerMove(scene), at: time)
            } else if restingPointer.moved(to: point) {
                send(.hover(scene), at: time)
            }
        case .wheel(let point, let dx, let dy): send(.wheel(at: viewFit.scenePoint(point), dx: dx, dy: dy), at: time)
        case .resized(let size): windowResized(to: size, at: time)
        case .left:
            restingPointer.used()
            send(.leave, at: time)
        // Auto-scroll pauses while the window is hidden or minimised.
        // Before the first frame is on screen X11 reports the window shown, hidden and shown again
        // while it is mapped: that is not the user hiding it (with resume = "restart" it restarted
        // the countdown, so a replay of the recording, which has no window events, differed).
        case .visible(let visible) where firstFrame != nil:
            engine.setWindowVisible(visible, at: time)
            redrawNeeded = redrawNeeded || visible
        case .visible: break
        // pause-on-focus pauses the focused carousel only while the window has the keyboard focus.
        case .keyboardFocus(let focused): engine.setWindowFocused(focused, at: time)
        case .key(let key): handle(key, at: time)
        case .targetsLost:
            drawer.forgetLayers()
            redrawNeeded = true
        case .exposed: redrawNeeded = true
        }
    }

    private func handle(_ key: DemoKey, at time: Double) {
        if kiosk {
            kioskState.keyPressed = true
            // Esc and the window's debug keys do nothing; the chord quits.
            guard KioskState.allows(key) else { return }
        }
        if let input = key.engineInput {
            send(input, at: time)
            return
        }
        switch key {
        case .hud:
            recorder.record(.toggleHUD, at: time)
            showHUD.toggle()
        case .reload:
            recorder.record(.reload, at: time)
            reload(at: time)
        case .screenshot: screenshotRequested = true
        case .quit, .exitChord: running = false
        case .engine, .toggleAxis, .toggleInfinite, .cycleKind: break  // engine input, sent above
        }
    }
}
