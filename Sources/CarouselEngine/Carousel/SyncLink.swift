/// One synced pair of a scene: a follower (`sync = "leader-id"`, e.g. a thumbnail strip) and
/// the carousel it follows, by index in the engine's carousels, with the item both last agreed on.
///
/// The spec's rules (E0370 to E0373) prove the leader exists, differs, has the same item count,
/// is paging or focus and that the links have no cycle; ``links(for:)`` still drops a link that
/// breaks them, so a hand-built configuration cannot make the coupling misbehave.
struct SyncLink: Sendable, Hashable {
    /// The carousel with `sync` set.
    var follower: Int
    /// The carousel it names.
    var leader: Int
    /// The item both carousels last agreed on.
    var agreed: Int

    /// The links of `carousels`: each carousel whose `sync` names another with as many items
    /// (paging or focus at both ends, at most one link per follower).
    static func links(for carousels: [CarouselController]) -> [SyncLink] {
        var result: [SyncLink] = []
        for (index, carousel) in carousels.enumerated() {
            guard let id = carousel.config.sync, id != carousel.config.id,
                let leader = carousels.firstIndex(where: { $0.config.id == id }),
                carousels[leader].n == carousel.n, carousel.n > 0,
                kindSyncs(carousel.config.kind), kindSyncs(carousels[leader].config.kind)
            else { continue }
            result.append(SyncLink(follower: index, leader: leader, agreed: carousels[leader].selection))
        }
        return result
    }

    /// Whether a kind can take part in a sync (see ``CarouselKind/canSync``).
    static func kindSyncs(_ kind: CarouselKind) -> Bool { kind.canSync }
}

extension CarouselKind {
    /// Whether carousels of this kind can be synced (`sync`): paging and focus, which select one
    /// item at a time by their committed target; not stack or marquee.
    public var canSync: Bool { self == .paging || self == .focus }
}
