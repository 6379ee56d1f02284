extension DemoApp {
    /// Draws the first scene once before the first frame is timed and presented, with no limit
    /// on new card faces, so the card faces, text textures and strip tiles the window starts
    /// with are made here instead of in the first frames (where `maxFacesPerFrame` spreads them
    /// over several slow frames). Nothing is presented: the first frame clears and draws again.
    /// The time it takes is part of the time to the first frame (`--stats` prints it), not of
    /// the per-frame figures.
    func warmUp() throws {
        let budget = drawer.maxFacesPerFrame
        drawer.maxFacesPerFrame = .max
        defer { drawer.maxFacesPerFrame = budget }
        try draw(at: clock.now)
    }
}
