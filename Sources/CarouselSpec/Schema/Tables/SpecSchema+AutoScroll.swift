import CarouselEngine

extension SpecSchema {
    /// The engine's named auto-scroll default (what Space switches on, what a marquee without a
    /// table drifts with). The `[carousel.auto]` descriptors take their default values from it, so
    /// each number is written once.
    static let engineAuto = AutoScrollSettings.standard

    /// `[carousel.auto]`.
    static let auto = TableDescriptor(
        name: "carousel-auto", title: "[carousel.auto]", doc: "Auto-scroll.",
        fields: [
            FieldDescriptor(
                "enabled", .boolean, default: .computed("true when the table is present"),
                doc: "Turn auto-scroll on or off."),
            FieldDescriptor(
                "interval", .duration, default: .value(.duration(engineAuto.intervalSeconds)),
                bounds: .range(0, Bounds.maxInterval), soft: Bounds(min: 0.8), kinds: [.paging, .stack, .focus],
                bareSecondsLimit: 100,
                doc: "Time between pages, 0..86400 s (a day); below 0.8 s it is raised to 0.8 s."),
            FieldDescriptor(
                "resume-after", .duration,
                default: .byKind(
                    .duration(engineAuto.resumeAfterSeconds),
                    [.marquee: .duration(AutoScrollSettings.marqueeStandard.resumeAfterSeconds)]),
                bounds: .range(0, 600), bareSecondsLimit: 100,
                doc: "Idle time after the last interaction before auto-scroll resumes, 0..600 s."),
            FieldDescriptor(
                "pause-on-hover", .boolean, default: .value(.boolean(engineAuto.pauseOnHover)),
                doc: "Pause while hovered."),
            FieldDescriptor(
                "direction", .enumeration(["forward", "backward"]), default: .value(.string("forward")),
                doc: "Direction of auto-scroll."),
            FieldDescriptor(
                "on-interaction", .enumeration(AutoScrollInteraction.allCases.map(\.rawValue)),
                default: .value(.string(engineAuto.onInteraction.rawValue)),
                doc: "resume (pause, then resume after `resume-after`) or stop (switch auto-scroll off)."),
            FieldDescriptor(
                "resume", .enumeration(AutoScrollResume.allCases.map(\.rawValue)),
                default: .value(.string(engineAuto.resume.rawValue)), kinds: [.paging, .stack, .focus],
                doc: "After a hover or hidden-window pause: restart the interval, or go on with what was left."),
            FieldDescriptor(
                "progress", .enumeration(AutoScrollProgress.allCases.map(\.rawValue)),
                default: .value(.string(engineAuto.progress.rawValue)), kinds: [.paging, .stack, .focus],
                doc: "none, or bar: a thin bar along the frame's bottom edge filling until the next page."),
            FieldDescriptor(
                "pause-button", .boolean, default: .value(.boolean(engineAuto.pauseButton)),
                doc: "Draw a pause / play button in the frame's top trailing corner; a click switches auto-scroll."),
            FieldDescriptor(
                "pause-on-focus", .boolean, default: .value(.boolean(engineAuto.pauseOnFocus)),
                doc: "Pause while the carousel has the keyboard focus."),
            FieldDescriptor(
                "stop-at-end", .boolean, default: .value(.boolean(engineAuto.stopAtEnd)), kinds: [.paging, .focus],
                doc: "Finite carousels: switch auto-scroll off at the last item instead of rewinding."),
            FieldDescriptor(
                "announce", .enumeration(AutoScrollAnnounce.allCases.map(\.rawValue)),
                default: .value(.string(engineAuto.announce.rawValue)),
                doc: "Which auto-scroll page changes are announced: user (only when the user started it) or always."),
        ])

    /// `[carousel.auto]`.
    enum AutoKeys {
        /// Computed: true when the table is written (see ``SpecResolver``).
        static let enabled = Field<Bool>(auto, "enabled")
        /// Seconds.
        static let interval = DefaultedField<Double>(auto, "interval")
        /// Seconds.
        static let resumeAfter = DefaultedField<Double>(auto, "resume-after")
        static let pauseOnHover = DefaultedField<Bool>(auto, "pause-on-hover")
        static let direction = DefaultedField<String>(auto, "direction")
        static let onInteraction = DefaultedField<String>(auto, "on-interaction")
        static let resume = DefaultedField<String>(auto, "resume")
        static let stopAtEnd = DefaultedField<Bool>(auto, "stop-at-end")
        static let pauseOnFocus = DefaultedField<Bool>(auto, "pause-on-focus")
        static let progress = DefaultedField<String>(auto, "progress")
        static let pauseButton = DefaultedField<Bool>(auto, "pause-button")
        static let announce = DefaultedField<String>(auto, "announce")
    }
}
