import CarouselScene

extension SceneDrawer {
    /// Makes up to `limit` of the card faces `scene` shows that are not cached yet, without
    /// drawing the scene: the demo window calls it while idle with the scenes it expects next (a
    /// page on or back), so the frame that brings a card into view composites its face instead of
    /// drawing it (picture resampled and cut, labels set) within the frame. Returns how many it made.
    func prepareFaces(in scene: Scene, limit: Int) throws -> Int {
        var made = 0
        for command in scene.commands where made < limit {
            guard case .card(let card) = command, card.hasItem, let (key, corner) = faceKey(of: card) else { continue }
            if try painter.cards.prepare(key, make: { try makeFace($0, corner: corner) }) { made += 1 }
        }
        return made
    }
}
