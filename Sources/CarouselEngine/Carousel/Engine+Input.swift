/// Routing input: pointer events to the carousel under the pointer, keys to the focused one.
extension Engine {
    mutating func dispatch(_ event: InputEvent, at time: Double) {
        defer { updateFocus() }
        switch event {
        case .pointerDown(let point):
            pointer = point
            updateHover()
            guard let index = carouselIndex(at: point) else { return }
            capture = index
            focusIndex = index
            carousels[index].pointerDown(point, at: time, events: &pending)
        case .pointerMove(let point):
            pointer = point
            if let index = capture { carousels[index].pointerMove(point, at: time, events: &pending) }
            updateHover()
        case .pointerUp(let point):
            pointer = point
            if let index = capture {
                carousels[index].pointerMove(point, at: time, events: &pending)
                carousels[index].pointerUp(point, at: time, events: &pending)
            }
            capture = nil
            updateHover()
        case .wheel(let point, let dx, let dy):
            pointer = point
            updateHover()
            routeWheel(dx: dx, dy: dy, at: point, time: time)
        case .key(let key):
            guard !carousels.isEmpty else { return }
            if key == .tab {
                focusIndex = (focusIndex + 1) % carousels.count
                return
            }
            carousels[focusIndex].key(carousels[focusIndex].logicalKey(key), at: time, events: &pending)
        case .hover(let point):
            pointer = point
            updateHover()
        case .leave:
            pointer = nil
            updateHover()
        case .resize(let size):
            scene.windowSize = size
            relayout()
        case .change(let change):
            apply(change, at: time)
        }
    }

    /// The last carousel (topmost) whose frame or dot strip contains `point`.
    func carouselIndex(at point: Point) -> Int? {
        carousels.indices.last { carousels[$0].covers(point) }
    }

    /// Tells each carousel whether it has the keyboard focus (for pause-on-focus).
    mutating func updateFocus() {
        for index in carousels.indices {
            carousels[index].auto.setFocused(windowFocused && index == focusIndex)
        }
    }

    mutating func updateHover() {
        for index in carousels.indices {
            let over = pointer.map { carousels[index].covers($0) } ?? false
            carousels[index].auto.setHovered(over)
            carousels[index].hover = over ? pointer.map { carousels[index].logical($0) } : nil
        }
    }

    mutating func relayout() {
        let slots = SceneLayout.slots(for: scene)
        for index in carousels.indices where index < slots.count {
            carousels[index].slot = slots[index]
            carousels[index].normalize()
        }
    }
}

extension Engine {
    /// A wheel delta at `point`: the topmost carousel under it takes it; one with
    /// `release-at-ends` resting at the end it points past lets it go on to the next carousel
    /// under the pointer (drawn below it). Nothing else in the window scrolls.
    mutating func routeWheel(dx: Double, dy: Double, at point: Point, time: Double) {
        for index in carousels.indices.reversed() where carousels[index].covers(point) {
            let delta = carousels[index].logicalWheelX(dx) - dy
            if carousels[index].takeWheel(delta, at: time, events: &pending) { return }
        }
    }
}
