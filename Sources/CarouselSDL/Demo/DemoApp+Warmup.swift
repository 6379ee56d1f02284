extension DemoApp {
    /// Frames drawn ahead at most, when the first scene has a marquee strip.
    static let warmUpLookAhead = 30
    /// Drawn ahead frames in a row that made no new strip tile, after which the look-ahead stops.
    static let warmUpQuietFrames = 12

    /// Draws the first scene once before the first frame is timed and presented, with no limit
    /// on new card faces, so the card faces, text textures and strip tiles the window starts
    /// with are made here instead of in the first frames (where `maxFacesPerFrame` spreads them
    /// over several slow frames). When it drew a marquee's strip from a tile, it also draws the
    /// scenes of the next frames (a copy of the engine, advanced by 1/60 s each) until a run of
    /// them makes no new tile: a strip has a tile per sub-pixel phase of its shadows, and each
    /// would otherwise be made in a frame of its own. Nothing is presented: the first frame
    /// clears and draws again. The time it takes is part of the time to the first frame
    /// (`--stats` prints it), not of the per-frame figures.
    func warmUp() throws {
        let budget = drawer.maxFacesPerFrame, cells = drawer.maxCellsPerFrame
        drawer.maxFacesPerFrame = .max
        drawer.maxCellsPerFrame = .max
        let current = engine
        defer {
            drawer.maxFacesPerFrame = budget
            drawer.maxCellsPerFrame = cells
            engine = current
        }
        let start = clock.now
        try draw(at: start)
        guard drawer.strips.creations > 0 else { return }
        var quiet = 0
        for step in 1...Self.warmUpLookAhead where quiet < Self.warmUpQuietFrames {
            let tiles = drawer.strips.creations
            _ = engine.advance(to: start + Double(step) / 60)
            try draw(at: start)
            quiet = drawer.strips.creations > tiles ? 0 : quiet + 1
        }
    }
}
