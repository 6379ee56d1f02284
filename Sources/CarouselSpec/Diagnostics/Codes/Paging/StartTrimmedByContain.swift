import CarouselEngine
import SourceDiagnostics

// W0450 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Paging/StartOutOfRange.swift.
extension DiagnosticCode {
    /// `start` on a contained carousel that is not one of its resting targets.
    public static let startTrimmedByContain = DiagnosticCode(
        "W0450", "start that contain never selects",
        """
        A contained carousel stops where its last item reaches the end of the frame, so with \
        several items per view the last few items are shown but never become the selected item. \
        A `start` among them would silently start elsewhere; the warning names the item it \
        starts on, and the fix-it writes that item.
        """,
        wrong: spec("per-view = 4\nalign = \"start\"\ncontain = true\nstart = 9\n", items: tenItems),
        right: spec("per-view = 4\nalign = \"start\"\ncontain = true\nstart = 6\n", items: tenItems))
}

/// The message of W0450 and its fix-its.
extension SpecMessages {
    /// W0450: `start` on a contained carousel that rests on another item.
    static func startTrimmedByContain(
        start: Int, rest: Int, span: SourceSpan, path: String, containEntry: SourceSpan?
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.startTrimmedByContain,
            message: "`start = \(start)` cannot be selected: `contain` stops this carousel at item \(rest)",
            span: span, path: path,
            labels: label("`contain` is set here", at: containEntry),
            help: "start on item \(rest), where the carousel rests with the item shown",
            notes: [
                "a contained carousel leaves no empty space at its ends, so the items near the end are "
                    + "shown but never selected"
            ],
            fixIts: [.replace(span, with: String(rest), message: "start on item \(rest)", safety: .unsafe)])
    }
}
