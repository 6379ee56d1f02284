import CarouselEngine
import CarouselScript
import CarouselSpec

/// `demo --control`: lines read on ``ControlReader``'s thread, carried out on the loop's turn
/// after they arrive, each answered on the event stream (docs/demo.md, "Live control").
extension DemoApp {
    /// Starts reading control lines when `--control` was given.
    func startControl() {
        guard let source = options.control else { return }
        let reader = ControlReader(source: source == .standardInput ? .standardInput : fifoSource(source))
        if reader.start() {
            control = reader
        } else {
            printer.output?(SimulationLine.controlError(time: clock.now, line: 0, message: "cannot start the reader"))
        }
    }

    private func fifoSource(_ source: DemoControlSource) -> ControlReader.Source {
        if case .fifo(let path) = source { return .fifo(path) }
        return .standardInput
    }

    /// Carries out the lines that arrived since the last turn, at `time`.
    func applyControl(at time: Double) {
        guard let control else { return }
        for line in control.take() {
            let answer = carryOut(line, at: time)
            printer.output?(answer)
            // The engine's events of the command follow its answer.
            let events = engine.advance(to: time)
            for event in events { printer.emit(event, announce: announce) }
            updateAccessibility(after: events)
        }
    }

    /// Carries out one line; returns its answer line.
    private func carryOut(_ line: ControlReader.Line, at time: Double) -> String {
        func refuse(_ message: String) -> String {
            SimulationLine.controlError(time: time, line: line.number, message: message)
        }
        if line.failure { return refuse(String(decoding: line.bytes, as: UTF8.self)) }
        if line.tooLong { return refuse("line longer than \(ControlCommand.maxLineBytes) bytes") }
        let command: ControlCommand
        switch ControlCommand.parse(line.bytes, now: time) {
        case .success(let read): command = read
        case .failure(let problem): return refuse(problem.message)
        }
        let id: String
        if let named = command.carousel {
            guard engine.itemCount(carouselID: named) != nil else { return refuse("no carousel \"\(named)\"") }
            id = named
        } else {
            guard let focused = engine.focusedCarouselID else { return refuse("the window has no carousel") }
            id = focused
        }
        switch command.action {
        case .select(let item):
            guard let index = itemIndex(item, carouselID: id) else {
                return refuse("carousel \"\(id)\" has no item \(item.description)")
            }
            engine.select(item: index, carouselID: id, at: time)
        case .next: engine.page(by: 1, carouselID: id, at: time)
        case .previous: engine.page(by: -1, carouselID: id, at: time)
        case .pause: engine.setAutoScroll(false, carouselID: id)
        case .resume: engine.setAutoScroll(true, carouselID: id)
        case .reload: reload(at: time)
        case .input(.window(let window)):
            recorder.record(window, at: time)
            switch window {
            case .toggleHUD: showHUD.toggle()
            case .reload: reload(at: time)
            }
        case .input(.input(let input)):
            if command.carousel != nil { engine.focus(carouselID: id) }
            send(input, at: time)
        }
        return SimulationLine.control(time: time, line: line.number, command: command.name, carousel: id)
    }

    /// The index of `item` in the carousel, nil when it has no such item.
    private func itemIndex(_ item: ControlCommand.Item, carouselID: String) -> Int? {
        switch item {
        case .index(let index):
            let count = engine.itemCount(carouselID: carouselID) ?? 0
            return index < count ? index : nil
        case .id(let wanted):
            guard let carousel = loaded.spec.carousels.first(where: { $0.engine.id == carouselID }),
                case .list(let items) = carousel.items
            else { return nil }
            return items.firstIndex { $0.id == wanted }
        }
    }
}

extension ControlCommand.Item {
    /// `3` or `"dune"`, as messages name it.
    var description: String {
        switch self {
        case .index(let index): return "\(index)"
        case .id(let id): return "\"\(id)\""
        }
    }
}
