import Testing

@testable import CarouselEngine

/// The registry wires every kind to its behaviour, once.
@Suite struct KindRegistryTests {
    @Test func everyKindHasItsBehaviour() {
        let frame = Rect(x: 0, y: 0, width: 1280, height: 800)
        for kind in CarouselKind.allCases {
            let behavior = KindRegistry.behavior(for: Scenes.carousel(kind: kind), frame: frame)
            let expected: any KindBehavior.Type
            switch kind {
            case .paging: expected = PagingBehavior.self
            case .stack: expected = StackBehavior.self
            case .marquee: expected = MarqueeBehavior.self
            case .focus: expected = FocusBehavior.self
            case .m3: expected = M3Behavior.self
            }
            #expect(type(of: behavior) == expected, "\(kind)")
        }
    }

    @Test func theSettleCurveIsTheKindsOwn() {
        let easeOut = SnapAnimation.easeOut(durationSeconds: 0.5)
        #expect(KindRegistry.settleCurve(kind: .paging, animation: easeOut, pages: 2) == .easeOut(durationSeconds: 0.5))
        #expect(KindRegistry.settleCurve(kind: .focus, animation: easeOut, pages: 2) == .easeOut(durationSeconds: 0.5))
        #expect(KindRegistry.settleCurve(kind: .stack, animation: easeOut, pages: 0) == .easeOut(durationSeconds: 0.28))
        #expect(KindRegistry.settleCurve(kind: .marquee, animation: easeOut, pages: 2) == nil)
    }
}
