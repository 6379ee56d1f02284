extension DiagnosticCatalog {
    /// A main carousel `photos` and a strip `thumbs` synced with `sync` (wrong or right), 3 items each
    /// unless `thumbItems` says otherwise.
    static func syncSpec(_ sync: String, main: String = "", strip: String = "", thumbItems: Int = 3) -> String {
        let item = "[[carousel.items]]\ntitle = \"Photo\"\n"
        return "[[carousel]]\nid = \"photos\"\n" + main + String(repeating: item, count: 3)
            + "[[carousel]]\nid = \"thumbs\"\nsync = \"\(sync)\"\nper-view = 3\n" + strip
            + String(repeating: item, count: thumbItems)
    }

    static let syncTargetMissingEntry = entry(
        DiagnosticCode.syncTargetMissing, "sync target not found",
        """
        `sync` names the carousel this one follows and drives (a thumbnail strip names its main \
        carousel). No carousel of the file has that `id`. Write the id of another carousel; the \
        help suggests a close spelling when there is one.
        """,
        wrong: syncSpec("photo"), right: syncSpec("photos"))

    static let syncCountMismatchEntry = entry(
        DiagnosticCode.syncCountMismatch, "synced carousels with different item counts",
        """
        Synced carousels select the same item: item i of one is item i of the other. With \
        different item counts some items would have no partner, so the counts must be equal. \
        The error points at `sync` and labels the other carousel.
        """,
        wrong: syncSpec("photos", thumbItems: 2), right: syncSpec("photos"))

    static let syncCycleEntry = entry(
        DiagnosticCode.syncCycle, "sync cycle",
        """
        A carousel cannot follow itself, and followers cannot follow each other round in a \
        cycle (`a` syncs with `b`, `b` with `a`): there must be one main carousel at the end of \
        every chain. Remove `sync` from the main carousel.
        """,
        wrong: syncSpec("photos", main: "sync = \"thumbs\"\n"), right: syncSpec("photos"))

    static let syncUnsupportedEntry = entry(
        DiagnosticCode.syncUnsupported, "carousel that cannot sync",
        """
        Only paging and focus carousels sync: they select one item at a time. A stack or a \
        marquee named by `sync` is an error (a `sync` key on one is reported as a key for \
        other kinds). `contain = true` on either end is an error too: a contained carousel \
        cannot select its last items, so the pair would disagree.
        """,
        wrong: syncSpec("photos", main: "kind = \"marquee\"\n"), right: syncSpec("photos"))

    static let syncFollowerAutoScrollEntry = entry(
        DiagnosticCode.syncFollowerAutoScroll, "auto-scroll on a synced follower",
        """
        A follower (the carousel with `sync`) moves with the carousel it names and drives it \
        when it moves. Its own `[carousel.auto]` would drive the pair with a second timer. Put \
        auto-scroll on the main carousel only.
        """,
        wrong: syncSpec("photos", strip: "[carousel.auto]\nenabled = true\n"),
        right: syncSpec("photos", main: "[carousel.auto]\nenabled = true\n"))

    static let syncStartIgnoredEntry = entry(
        DiagnosticCode.syncStartIgnored, "start on a synced follower",
        """
        A follower starts on the item of the carousel it follows, so its own `start` is \
        overridden when it differs. Set `start` on the main carousel, or the same value here.
        """,
        wrong: syncSpec("photos", strip: "start = 2\n"), right: syncSpec("photos", main: "start = 2\n"))
}
