import CarouselEngine
import CarouselScript

extension DemoApp {
    /// Drains SDL's queue, turning each event into engine input or a window command.
    func pollEvents() {
        SDLBridge.pollEvents { input, ticks in
            handle(input, at: clock.eventTime(ticks: ticks, after: lastInputTime))
        }
    }

    /// Sends the replay script's steps that are due by `time`.
    func feedReplay(until time: Double) {
        guard let steps = options.replay?.steps else { return }
        while replayIndex < steps.count, steps[replayIndex].time <= time {
            let step = steps[replayIndex]
            replayIndex += 1
            switch step.action {
            case .input(let input): send(input, at: step.time)
            case .window(let command):
                recorded.append(step)
                switch command {
                case .toggleHUD: showHUD.toggle()
                case .reload: reload(at: step.time)
                }
            }
        }
    }

    private func handle(_ input: WindowInput, at time: Double) {
        switch input {
        case .quit: running = false
        case .pointerDown(let point): send(.pointerDown(point), at: time)
        case .pointerUp(let point): send(.pointerUp(point), at: time)
        case .pointerMove(let point, let held): send(held ? .pointerMove(point) : .hover(point), at: time)
        case .wheel(let point, let dx, let dy): send(.wheel(at: point, dx: dx, dy: dy), at: time)
        case .resized(let size): send(.resize(size), at: time)
        case .left: send(.leave, at: time)
        case .key(let key): handle(key, at: time)
        case .targetsLost: drawer.forgetLayers()
        }
    }

    private func handle(_ key: DemoKey, at time: Double) {
        switch key {
        case .engine(let key): send(.key(key), at: time)
        case .hud:
            showHUD.toggle()
            recorded.append(TimedStep(time, .window(.toggleHUD)))
        case .reload:
            recorded.append(TimedStep(time, .window(.reload)))
            reload(at: time)
        case .screenshot: screenshotRequested = true
        case .quit: running = false
        case .toggleAxis:
            changeFocused(at: time) {
                $0.axis = $0.axis == .horizontal ? .vertical : .horizontal; return "axis \($0.axis.rawValue)"
            }
        case .toggleInfinite:
            changeFocused(at: time) {
                $0.infinite.toggle(); return "infinite \($0.infinite ? "on" : "off")"
            }
        case .cycleKind:
            changeFocused(at: time) { config in
                let kinds = CarouselKind.allCases
                let index = kinds.firstIndex(of: config.kind) ?? 0
                config.kind = kinds[(index + 1) % kinds.count]
                if config.kind == .stack || config.kind == .marquee { config.infinite = true }
                return "kind \(config.kind.rawValue)"
            }
        }
    }

    /// Changes the focused carousel's configuration live (A / I / K) and shows what changed.
    private func changeFocused(at time: Double, _ change: (inout CarouselConfiguration) -> String) {
        guard let id = engine.frames().first(where: \.focused)?.id else { return }
        var scene = engine.scene
        guard let index = scene.carousels.firstIndex(where: { $0.id == id }) else { return }
        let what = change(&scene.carousels[index])
        engine.reload(scene)
        note = ("\(id): \(what)", time + 2)
    }
}
