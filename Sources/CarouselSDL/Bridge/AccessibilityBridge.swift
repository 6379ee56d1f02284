import CAccessibility

/// The demo window on the desktop's accessibility bus: every call into CAccessibility is in this
/// file. ``start()`` does nothing and returns false when there is no bus to serve or ATK is not
/// installed; then the window runs as it does without a screen reader, and nothing is printed.
enum AccessibilityBridge {
    /// Starts serving the bus (once per process): whether the bridge's thread runs.
    static func start() -> Bool { carousel_accessibility_start() != 0 }

    /// Hands `window` to the bridge, which updates its objects and emits what changed. A change of
    /// selection in a list whose carousel is in `silent` moves SELECTED without an event (a
    /// marquee drifting, auto-advance that is not announced).
    static func publish(_ window: AccessibleWindow, silent: Set<String>) {
        carousel_accessibility_begin(window.title, Int32(clamping: window.lists.count))
        for (number, list) in window.lists.enumerated() {
            let listNumber = Int32(clamping: number)
            carousel_accessibility_list(
                listNumber, list.name, list.description, list.focused ? 1 : 0, list.selected ?? -1,
                Int32(clamping: list.items.count), silent.contains(list.id) ? 0 : 1)
            for (slot, item) in list.items.enumerated() {
                carousel_accessibility_item(listNumber, Int32(clamping: slot), item.index, item.name, item.description)
            }
        }
        carousel_accessibility_commit()
    }

    /// How many accessible objects the bridge holds (0 when it is not running).
    static var objectCount: Int { Int(carousel_accessibility_object_count()) }
}
