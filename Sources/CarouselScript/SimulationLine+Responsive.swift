import CarouselEngine
import JSON

extension SimulationLine {
    /// One carousel in a `rules` line: the rules in force and what they decide.
    public struct RuleState: Sendable, Hashable {
        /// The carousel's id.
        public var carousel: String
        /// The 1-based numbers of its `[[carousel.when]]` rules that apply.
        public var rules: [Int]
        /// Items per view (paging), after the rules.
        public var perView: Double
        /// The selected item after the change.
        public var selection: Int?

        /// Creates a carousel entry.
        public init(carousel: String, rules: [Int], perView: Double, selection: Int?) {
            self.carousel = carousel
            self.rules = rules
            self.perView = perView
            self.selection = selection
        }
    }

    /// A `rules` line of the demo: the window was resized across a breakpoint of the spec's
    /// `[[carousel.when]]` rules, at `time` seconds, to `window` points.
    public static func rules(time: Double, window: Size, carousels: [RuleState]) -> String {
        writer.text(
            .object([
                ("t", .number(time)), ("type", .string("rules")),
                ("window", .array([.number(window.width), .number(window.height)])),
                (
                    "carousels",
                    .array(
                        carousels.map { state in
                            .object([
                                ("carousel", .string(state.carousel)),
                                ("rules", .array(state.rules.map { .integer($0) })),
                                ("per-view", .number(state.perView)),
                                ("selection", state.selection.map { .integer($0) } ?? .null),
                            ])
                        })
                ),
            ]))
    }
}
