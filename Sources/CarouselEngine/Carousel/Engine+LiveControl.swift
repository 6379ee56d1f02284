/// Commands of `demo --control` (a program driving a running window): go to an item, page,
/// as a reader's dot click or arrow key would, at `time` seconds.
extension Engine {
    /// The number of items of the carousel with this id, nil when there is none.
    public func itemCount(carouselID: String) -> Int? {
        carousels.first { $0.config.id == carouselID }?.n
    }

    /// Moves the carousel `carouselID` to `item` (0-based) by the short way, as a click on its
    /// page dot does (an interaction: auto-scroll waits `resume-after`). Returns false, changing
    /// nothing, when there is no such carousel or item.
    @discardableResult
    public mutating func select(item: Int, carouselID: String, at time: Double) -> Bool {
        guard let index = carousels.firstIndex(where: { $0.config.id == carouselID }),
            (0..<carousels[index].n).contains(item)
        else { return false }
        let time = prepareCommand(at: time)
        carousels[index].auto.interaction()
        carousels[index].go(toItem: item, at: time, events: &pending)
        coupleSyncedCarousels(at: time)
        return true
    }

    /// Pages the carousel `carouselID` by `delta` pages (1: next, -1: previous), as its arrow
    /// keys do whatever `keys = false` says (the command is the program's, not a stray key).
    /// Returns false when there is no such carousel.
    @discardableResult
    public mutating func page(by delta: Int, carouselID: String, at time: Double) -> Bool {
        guard let index = carousels.firstIndex(where: { $0.config.id == carouselID }) else { return false }
        let time = prepareCommand(at: time)
        guard carousels[index].press == nil else { return true }
        carousels[index].auto.interaction()
        carousels[index].page(by: delta, at: time, events: &pending)
        coupleSyncedCarousels(at: time)
        return true
    }

    /// Steps up to `time` (bounded like any input's time) and returns it.
    private mutating func prepareCommand(at time: Double) -> Double {
        let time = InputLimits.time(time, fallback: now)
        stepUntil(time, inclusive: false)
        now = max(now, time)
        return time
    }
}
