/// Synced carousels (`sync = "other-id"`): the one place where two carousels are coupled.
///
/// After every input event and every fixed step the engine compares each link's selections with
/// the item they last agreed on (docs/engine.md, "Synced carousels"):
///
/// - the leader's selection changed: the follower goes to it (the short way round a loop);
/// - otherwise the follower's changed (a tap, drag, key or wheel on the strip): the leader goes
///   to it, and its auto-scroll waits `resume-after` as after a user interaction;
/// - a carousel being dragged is not moved; the drag's release settles it, and that change then
///   drives the other one.
///
/// While the follower is pressed the leader's auto-scroll is held as if it were pressed itself.
/// The work is constant per link (a selection is its target modulo the count), whatever the
/// item count; chains (`a` follows `b` follows `c`) settle within one pass per link. Each pass
/// ends by moving every thumbnail strip's view (``ThumbView``) after its position.
extension Engine {
    /// Starts every follower on its leader's item (the leader's `start` wins).
    mutating func alignSyncedCarousels() {
        syncLinks = SyncLink.links(for: carousels)
        for _ in 0..<max(syncLinks.count, 1) {
            for link in syncLinks {
                let item = carousels[link.leader].selection
                guard carousels[link.follower].selection != item else { continue }
                carousels[link.follower].adopt(
                    selection: item, offset: carousels[link.follower].position,
                    kind: carousels[link.follower].config.kind)
                carousels[link.follower].thumbs = carousels[link.follower].thumbView(from: nil)
            }
        }
        for index in syncLinks.indices { syncLinks[index].agreed = carousels[syncLinks[index].leader].selection }
    }

    /// Brings every synced pair into agreement (see the extension's summary).
    mutating func coupleSyncedCarousels(at time: Double) {
        guard !syncLinks.isEmpty else { return }
        for _ in 0..<syncLinks.count {
            var changed = false
            for index in syncLinks.indices {
                var link = syncLinks[index]
                if couple(&link, at: time) { changed = true }
                syncLinks[index] = link
            }
            if !changed { break }
        }
        for link in syncLinks { carousels[link.follower].followThumbs() }
    }

    /// One link; true when it moved a carousel.
    private mutating func couple(_ link: inout SyncLink, at time: Double) -> Bool {
        let leaderItem = carousels[link.leader].selection
        let followerItem = carousels[link.follower].selection
        if carousels[link.follower].press != nil { carousels[link.leader].auto.interaction() }
        if leaderItem != link.agreed {
            link.agreed = leaderItem
            guard followerItem != leaderItem, carousels[link.follower].press?.dragging != true else { return false }
            carousels[link.follower].go(toItem: leaderItem, at: time, events: &pending)
            return true
        }
        guard followerItem != link.agreed else { return false }
        link.agreed = followerItem
        carousels[link.leader].auto.interaction()
        guard carousels[link.leader].press?.dragging != true else { return false }
        carousels[link.leader].go(toItem: followerItem, at: time, events: &pending)
        return true
    }
}
