/// Kiosk mode's cursor: hidden after ``KioskState/cursorHideDelay`` seconds still, back on a move.
extension DemoApp {
    /// The pointer moved or pressed at `time`: the cursor shows again (kiosk mode only).
    func pointerMoved(at time: Double) {
        guard kiosk else { return }
        kioskState.lastPointerActivity = time
        if kioskState.cursorHidden {
            kioskState.cursorHidden = false
            SDLBridge.showCursor(true)
        }
    }

    /// Hides the cursor once it has been still long enough (kiosk mode; `nextWake` wakes for it).
    func updateCursor(at time: Double) {
        guard let due = kioskState.cursorHideTime, time >= due else { return }
        kioskState.cursorHidden = true
        SDLBridge.showCursor(false)
    }
}
