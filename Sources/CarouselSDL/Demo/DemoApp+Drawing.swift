import CarouselEngine
import CarouselScene
#if canImport(Glibc)
    import Glibc
#endif

extension DemoApp {
    /// Draws the carousels, then the HUD, the error overlay and any note.
    func draw(at time: Double) throws {
        try drawer.draw(try scene(at: time))
        for problem in drawer.takeImageFailures() { output.notice(.imageProblem("\(problem)")) }
    }

    /// Draws the frame at `time` when it differs from the one on screen (or the window asked for
    /// a redraw); returns whether it drew. A frame that made new card faces or strip cells is
    /// followed by one more (the budget per frame may have drawn some cards another way).
    func drawIfChanged(at time: Double) throws -> Bool {
        let scene = try scene(at: time)
        guard redrawNeeded || screenshotRequested || scene != shownScene else { return false }
        let made = drawer.painter.cards.creations + drawer.strips.creations
        try drawer.draw(scene)
        for problem in drawer.takeImageFailures() { output.notice(.imageProblem("\(problem)")) }
        shownScene = scene
        redrawNeeded = drawer.painter.cards.creations + drawer.strips.creations != made
        return true
    }

    /// The scene at `time`: the carousels, then the HUD, the error overlay and any note.
    func scene(at time: Double) throws -> Scene {
        let frames = engine.frames()
        let size = engine.scene.windowSize
        // Keyboard focus is always visible, even on a window with one carousel.
        // A kiosk shows it once a key was pressed: the public does not need a ring they never asked for.
        var overlays = SceneOverlays(focus: kiosk && !kioskState.keyPressed ? .hidden : .focused)
        if showHUD {
            // Refreshed 4 times a second: readable figures, and no new text textures every frame.
            if hud == nil || time >= hud?.until ?? 0 { hud = (hudLines(frames), time + 0.25) }
            overlays.hud = hud?.lines ?? []
        } else {
            hud = nil
        }
        if let failure {
            let count = failure.errorCount
            overlays.error = ErrorOverlay(
                title: "The spec has \(count) error\(count == 1 ? "" : "s"); still showing the last good version",
                lines: failure.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        if let note, note.until > time { overlays.note = note.text }
        return try drawer.compose(frames, composer: composer, windowSize: size, overlays: overlays)
    }

    /// The HUD text: the renderer and timing, then one line per carousel, then the keys.
    func hudLines(_ frames: [CarouselFrame]) -> [String] {
        let scaled = viewFit.isScaled ? " | scaled \(viewFit.percent)%" : ""
        var lines = [
            "\(rendererDescription) | fps \(stats.fps) | " + stats.recentCPULine, stats.recentWallLine + scaled,
            motion.summary,
        ]
        for frame in frames {
            let config = engine.scene.carousels.first { $0.id == frame.id }
            let infinite = config.map(Self.loopLabel) ?? ""
            lines.append(
                "\(frame.focused ? ">" : " ") \(frame.id): \(frame.kind.rawValue) \(frame.axis.rawValue)\(infinite)"
                    + " | sel \(frame.selection)/\(frame.itemCount) | progress \(FrameStats.fixed(frame.progress, 2))"
                    + " | \(frame.phase.rawValue) | auto \(frame.autoEnabled ? "on" : "off")"
                    + (frame.autoPause.map { " (paused: \($0.rawValue))" } ?? "")
                    + (frame.autoTimeLeft.map { " (next in \(FrameStats.fixed($0, 1)) s)" } ?? ""))
        }
        lines.append("arrows page  Tab focus  Space auto  A axis  I infinite  K kind  R reload  S shot  Esc quit")
        return lines
    }

    /// How the HUD says a carousel loops: " loops" for a stack or a marquee (they always do),
    /// " infinite" for paging or focus with `infinite` on, nothing otherwise.
    static func loopLabel(_ configuration: CarouselConfiguration) -> String {
        if configuration.kind == .stack || configuration.kind == .marquee { return " loops" }
        return configuration.infinite ? " infinite" : ""
    }

    /// Saves the frame just drawn as a PNG in the working directory.
    func saveScreenshot(at time: Double) {
        screenshotRequested = false
        let path = "carousel-screenshot-\(Glibc.time(nil)).png"
        do {
            try renderer.readPixels().savePNG(to: path)
            output.notice(.screenshotSaved(path: path))
            note = ("saved \(path)", time + 2)
        } catch {
            output.notice(.screenshotFailed(reason: "\(error)"))
            note = ("screenshot failed: \(error)", time + 3)
        }
    }
}
