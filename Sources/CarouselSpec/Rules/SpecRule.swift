import CarouselEngine
import SourceDiagnostics

/// One cross-field check over a resolved spec. Rules are small and run from ``SpecRules/all``.
protocol SpecRule: Sendable {
    /// Appends the problems this rule finds.
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic])
}

/// Every rule, in the order they run: the shared rules, then those declared with the one code
/// they emit (`DiagnosticCode(..., rule:)`, in registry order).
enum SpecRules {
    static let all: [any SpecRule] =
        [
            DuplicateCarouselIDRule(),
            DuplicateItemIDRule(),
            KindRule(),
            EffectRule(),
            FocusEffectRule(),
            CubeShadowRule(),
            NavigationRule(),
            TranslucentOverlapRule(),
            ItemSourceRule(),
            FrameInsideWindowRule(),
            SnapAnimationKeysRule(),
            IntervalSettleRule(),
            FocusShrinkRule(),
            StartRule(),
            PagingKeysRule(),
            FreeScrollRule(),
            M3KeysRule(),
            ReducedMotionRule(),
            StopAtEndRule(),
            ImageAltRule(),
            ItemIntervalRule(),
            DirectionRule(),
            SyncRule(),
            LayoutProofs(rules: [
                RoomForPagesRule(),
                PerViewRoomRule(),
                CornerRadiusRule(),
                StackExtentRule(),
                ChromeInsideWindowRule(),
                CardFitRule(),
                CarouselOverlapRule(),
                ChromeOverlapRule(),
            ]),
            TextFitRule(),
            TextKeysRule(),
        ] + DiagnosticCode.allCases.compactMap(\.rule)
}

extension CarouselContext {
    /// The id for messages (`#2` when the id is missing or invalid).
    var displayID: String { table[SpecSchema.CarouselKeys.id] ?? "#\(index + 1)" }

    /// The span messages about the whole carousel point at: its `[[carousel]]` header.
    var headerSpan: SourceSpan { table.span }
}
