/// Catalog entries of the reading-direction warnings (`W048x`).
extension DiagnosticCatalog {
    static let directionRepeatsWindowEntry = entry(
        DiagnosticCode.directionRepeatsWindow, "carousel direction repeats the window's",
        """
        A carousel reads in the window's `direction` (`[window] direction`, default `"ltr"`) \
        unless it sets its own. A carousel `direction` equal to the window's changes nothing, and \
        a later change of the window's direction would silently skip this carousel. Remove the \
        key, or write the other direction to mirror just this carousel.
        """,
        wrong: "[window]\ndirection = \"rtl\"\n\n" + spec("direction = \"rtl\"\n"),
        right: "[window]\ndirection = \"rtl\"\n\n" + spec(""))

    static let windowDirectionOverriddenEntry = entry(
        DiagnosticCode.windowDirectionOverridden, "window direction overridden by every carousel",
        """
        `[window] direction` is the reading direction of the carousels that do not set their \
        own. When every carousel sets its own, the window's is never used. Remove it from \
        `[window]`, or remove the carousels' keys that only repeat it.
        """,
        wrong: "[window]\ndirection = \"ltr\"\n\n" + spec("direction = \"rtl\"\n"),
        right: "[window]\ndirection = \"rtl\"\n\n" + spec(""))
}
