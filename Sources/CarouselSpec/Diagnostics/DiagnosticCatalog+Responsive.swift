extension DiagnosticCatalog {
    /// A rule's example around `rule`, on a carousel of ten generated items.
    static func responsive(_ carousel: String, rules: String) -> String {
        spec(carousel, items: tenItems) + rules
    }

    static let fixedAtBreakpointEntry = entry(
        DiagnosticCode.fixedAtBreakpoint, "key a rule cannot change",
        """
        A `[[carousel.when]]` rule changes a listed set of keys at the window sizes in its range: \
        `per-view`, `scroll-by`, `align`, `spacing`, `insets`, `page-size`, the item sizes \
        (`[carousel.when.focus] item-size`, `[carousel.when.marquee] item-extent`) and \
        `[carousel.when.auto] enabled`. The other keys (`kind`, `axis`, `infinite`, the items, \
        the effect, the timings) hold at every size, so a resize never rebuilds the carousel. \
        Other libraries ignore such keys inside breakpoints without a word (Swiper's `loop`); \
        Carousel points at them. Write the key on the carousel itself.
        """,
        wrong: responsive("per-view = 3\n", rules: "[[carousel.when]]\nmax-width = 599\ninfinite = true\n"),
        right: responsive(
            "per-view = 3\ninfinite = true\n", rules: "[[carousel.when]]\nmax-width = 599\nper-view = 1\n"))

    static let emptyWindowRangeEntry = entry(
        DiagnosticCode.emptyWindowRange, "rule with an empty window range",
        """
        A rule applies when `min-width` ≤ window width ≤ `max-width` and `min-height` ≤ window \
        height ≤ `max-height` (each bound optional, both ends included). A minimum above its \
        maximum matches no window at all, so the rule would silently never apply. The fix-it \
        swaps the two values.
        """,
        wrong: responsive("", rules: "[[carousel.when]]\nmin-width = 900\nmax-width = 600\nper-view = 2\n"),
        right: responsive("", rules: "[[carousel.when]]\nmin-width = 600\nmax-width = 900\nper-view = 2\n"))

    static let ruleNeverAppliesEntry = entry(
        DiagnosticCode.ruleNeverApplies, "rule that no window matches",
        """
        Windows are 160 to 7680 points wide and 120 to 4320 points tall (the demo cannot be \
        made smaller, and a spec's `size` stays in that range). A rule whose range lies outside \
        it, such as `max-width = 100`, never applies. The fix-it moves the bound to the nearest \
        size a window can have.
        """,
        wrong: responsive("", rules: "[[carousel.when]]\nmax-width = 100\nper-view = 2\n"),
        right: responsive("", rules: "[[carousel.when]]\nmax-width = 599\nper-view = 2\n"))

    static let ruleShadowedEntry = entry(
        DiagnosticCode.ruleShadowed, "rule key shadowed by a later rule",
        """
        When several rules apply at one window size, the later one wins, key by key. A key of an \
        earlier rule is reported when a later rule sets the same key and applies at every \
        window size where the earlier one does (its range contains the earlier range, within \
        the sizes a window can have): the earlier value is then never used. Partly overlapping \
        rules are fine and not reported. Remove the key from the earlier rule, or narrow the \
        later rule.
        """,
        wrong: responsive(
            "",
            rules: "[[carousel.when]]\nmax-width = 599\nper-view = 1.5\n\n"
                + "[[carousel.when]]\nmax-width = 900\nper-view = 2\n"),
        right: responsive(
            "",
            rules: "[[carousel.when]]\nmin-width = 600\nmax-width = 900\nper-view = 2\n\n"
                + "[[carousel.when]]\nmax-width = 599\nper-view = 1.5\n"))

    static let ruleWithoutConditionEntry = entry(
        DiagnosticCode.ruleWithoutCondition, "rule without a condition",
        """
        A rule without `min-width`, `max-width`, `min-height` or `max-height` applies at every \
        window size, so its keys simply replace the carousel's: write them on the carousel \
        itself, or give the rule the range it was meant for.
        """,
        wrong: responsive("", rules: "[[carousel.when]]\nper-view = 2\n"),
        right: responsive("", rules: "[[carousel.when]]\nmin-width = 800\nper-view = 2\n"))

    static let ruleChangesNothingEntry = entry(
        DiagnosticCode.ruleChangesNothing, "rule that changes nothing",
        """
        A rule with a window range but no key to change has no effect at any size. Add the key \
        it was meant to change, or remove the rule.
        """,
        wrong: responsive("", rules: "[[carousel.when]]\nmax-width = 599\n"),
        right: responsive("", rules: "[[carousel.when]]\nmax-width = 599\nper-view = 1\n"))
}
