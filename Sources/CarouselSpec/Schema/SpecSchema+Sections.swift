import CarouselEngine

extension SpecSchema {
    /// `frame = { x, y, width, height }`.
    static let frame = TableDescriptor(
        name: "frame", title: "`frame`", doc: "A rectangle in window points (origin top-left).",
        fields: [
            FieldDescriptor("x", .number, default: .required, bounds: .coordinate, doc: "Left edge, -16384..16384."),
            FieldDescriptor("y", .number, default: .required, bounds: .coordinate, doc: "Top edge, -16384..16384."),
            FieldDescriptor("width", .number, default: .required, bounds: .size, doc: "Width, > 0 and <= 16384."),
            FieldDescriptor("height", .number, default: .required, bounds: .size, doc: "Height, > 0 and <= 16384."),
        ])

    /// `insets = { top, leading, bottom, trailing }`.
    static let insets = TableDescriptor(
        name: "insets", title: "`insets`", doc: "Insets in points, each 0..4096.",
        fields: [
            FieldDescriptor("top", .number, default: .value(.number(8)), bounds: .range(0, 4096), doc: "Top inset."),
            FieldDescriptor(
                "leading", .number, default: .value(.number(20)), bounds: .range(0, 4096), doc: "Left inset."),
            FieldDescriptor(
                "bottom", .number, default: .value(.number(8)), bounds: .range(0, 4096), doc: "Bottom inset."),
            FieldDescriptor(
                "trailing", .number, default: .value(.number(20)), bounds: .range(0, 4096), doc: "Right inset."),
        ])

    /// `page-size = { width, height }`.
    static let pageSize = TableDescriptor(
        name: "page-size", title: "`page-size`", doc: "A page size in points.",
        fields: [
            FieldDescriptor("width", .number, default: .required, bounds: .size, doc: "Width, > 0 and <= 16384."),
            FieldDescriptor("height", .number, default: .required, bounds: .size, doc: "Height, > 0 and <= 16384."),
        ])

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
        ])

    /// `[carousel.snap]`.
    static let snap = TableDescriptor(
        name: "carousel-snap", title: "[carousel.snap]", kinds: [.paging, .focus, .stack],
        doc: "Snapping after a release.",
        fields: [
            FieldDescriptor(
                "animation", .enumeration(["spring", "ease-out"]),
                default: .byKind(.string("spring"), [.stack: .string("ease-out")]), doc: "Settle animation."),
            FieldDescriptor(
                "stiffness", .number, default: .value(.number(300)), bounds: .range(1, 10000),
                doc: "Spring stiffness (spring only), 1..10000."),
            FieldDescriptor(
                "damping", .number, default: .value(.number(30)), bounds: .range(0.1, 1000),
                doc: "Spring damping (spring only), 0.1..1000."),
            FieldDescriptor(
                "duration", .duration, default: .byKind(.duration(0.35), [.stack: .duration(0.32)]),
                bounds: .range(0.05, 5),
                doc:
                    "Ease-out duration (ease-out only), 0.05..5 s; a stack times its commits itself (0.32 s for one step)."
            ),
            FieldDescriptor(
                "velocity-threshold", .number, default: .value(.number(200)), bounds: .range(0, 100_000),
                doc: "Release speed in points per second above which a release pages in its direction."),
            FieldDescriptor(
                "distance-threshold", .number,
                default: .byKind(.number(0.5), [.stack: .number(0.25), .focus: .number(0.625)]),
                bounds: .range(0.05, 1), doc: "Fraction of the page stride a drag must pass to page."),
            FieldDescriptor(
                "max-flick-pages", .integer, default: .byKind(.integer(1), [.stack: .integer(5)]),
                bounds: .range(1, 50), doc: "At most this many pages per flick, 1..50."),
        ] + freeScrollFields)
}
