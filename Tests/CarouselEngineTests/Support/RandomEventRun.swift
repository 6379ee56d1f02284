import CarouselEngine
import CarouselScript

/// The random-event driver of the property tests: seeded random input (``RandomInput``) sent to a
/// one-carousel scene, with a check after every event and a note of whether the carousel is at rest.
struct RandomEventRun {
    /// What the check found, each with the time of its event; the run stops after the sixth.
    var problems: [String] = []
    /// How many events left the carousel at rest.
    var rests = 0

    /// Sends `count` random events from `seed` to the focused carousel `configuration` in a window of
    /// `size`, and after each one calls `check` with the driver and whether the carousel is at rest.
    ///
    /// At rest: idle, the next event more than 0.11 s away, and still idle 0.1 s later (so the frame is
    /// not the interpolated one of the step that finished a settle), and `settled` holds for the driver.
    init(
        _ configuration: CarouselConfiguration, seed: UInt64, count: Int = 10_000,
        size: Size = Size(width: 1280, height: 800), settled: (Driver) -> Bool = { _ in true },
        check: (_ driver: Driver, _ atRest: Bool) -> String?
    ) {
        let script = RandomInput.script(seed: seed, count: count, size: size)
        var driver = Driver(Scenes.single(configuration, size: size))
        driver.engine.focus(carouselID: "c")
        let steps = script.steps.filter { $0.input != nil }
        for (offset, step) in steps.enumerated() {
            guard let input = step.input else { continue }
            driver.send(input, at: step.time)
            driver.run(until: step.time)
            let next = offset + 1 < steps.count ? steps[offset + 1].time : step.time + 1
            var atRest = false
            if driver.frame.phase == .idle, next - step.time > 0.11 {
                driver.run(until: step.time + 0.1)
                atRest = driver.frame.phase == .idle && settled(driver)
            }
            if let problem = check(driver, atRest) { problems.append("t=\(step.time): \(problem)") }
            if atRest { rests += 1 }
            if problems.count > 5 { break }
        }
    }
}
