import CarouselEngine
import Testing

@testable import CarouselSpec

/// Every kind left at its defaults fits its frame at every window size people use (issue 9,
/// "defaults that fit any window"), proved with the engine's own geometry: the carousels of the
/// compiled spec are played to rest and the cards they place are measured.
@Suite struct DefaultsFitTests {
    static let kinds = ["paging", "stack", "marquee", "focus", "m3"]
    /// The default window (nil), 320x240, 1080p, 4K and the smallest spec window (a ticker strip).
    static let sizes: [(Int, Int)?] = [nil, (320, 240), (1920, 1080), (3840, 2160), (160, 120)]

    /// A spec with one carousel of `kind` and five items, everything else at its default.
    static func spec(kind: String, size: (Int, Int)?, axis: String? = nil) -> String {
        let window = size.map { "[window]\nsize = [\($0.0), \($0.1)]\n\n" } ?? ""
        let items = (1...5).map { "[[carousel.items]]\ntitle = \"Item \($0)\"\n" }.joined()
        let axisLine = axis.map { "axis = \"\($0)\"\n" } ?? ""
        return window + "[[carousel]]\nid = \"main\"\nkind = \"\(kind)\"\n" + axisLine + items
    }

    /// The rectangle a card is drawn in: its rect scaled about its centre.
    static func drawn(_ card: CardPlacement) -> Rect {
        let width = card.rect.width * card.scale, height = card.rect.height * card.scale
        return Rect(
            x: card.rect.center.x - width / 2, y: card.rect.center.y - height / 2, width: width, height: height)
    }

    static func inside(_ inner: Rect, _ outer: Rect) -> Bool {
        let slack = 0.5
        return inner.x >= outer.x - slack && inner.y >= outer.y - slack
            && inner.x + inner.width <= outer.x + outer.width + slack
            && inner.y + inner.height <= outer.y + outer.height + slack
    }

    /// What "fits" means per kind, on a frame at rest: the cards meant to be seen whole lie inside
    /// the carousel's frame (stack: every card it shows; paging and focus: the selected card;
    /// marquee: every item across the axis, and an item no longer than the frame).
    static func problems(in frame: CarouselFrame, window: Size) -> [String] {
        var found: [String] = []
        let windowRect = Rect(x: 0, y: 0, width: window.width, height: window.height)
        if !inside(frame.frame, windowRect) { found.append("frame \(frame.frame) outside the window \(window)") }
        let shown = frame.cards.filter { $0.opacity > 0 }
        if shown.isEmpty { found.append("no card shown") }
        for card in shown {
            let rect = drawn(card)
            if rect.width < 1 || rect.height < 1 { found.append("card \(card.item) is empty: \(rect)") }
            switch frame.kind {
            case .stack:
                if !inside(rect, frame.frame) { found.append("card \(card.item) \(rect) outside \(frame.frame)") }
            case .m3:
                // The visible rectangle (the mask) lies inside the frame.
                if let mask = card.mask, !inside(mask, frame.frame) {
                    found.append("item \(card.item) mask \(mask) outside \(frame.frame)")
                }
            case .paging, .focus:
                if card.item == frame.selection, !inside(rect, frame.frame) {
                    found.append("selected card \(rect) outside \(frame.frame)")
                }
            case .marquee:
                let cross =
                    frame.axis == .horizontal
                    ? (rect.y >= frame.frame.y - 0.5
                        && rect.y + rect.height <= frame.frame.y + frame.frame.height + 0.5)
                    : (rect.x >= frame.frame.x - 0.5 && rect.x + rect.width <= frame.frame.x + frame.frame.width + 0.5)
                let main =
                    frame.axis == .horizontal ? rect.width <= frame.frame.width : rect.height <= frame.frame.height
                if !cross || !main { found.append("item \(card.item) \(rect) does not fit \(frame.frame)") }
            }
        }
        return found
    }

    static var cases: [(String, Int)] { kinds.flatMap { kind in sizes.indices.map { (kind, $0) } } }

    @Test(arguments: cases)
    func kindAtItsDefaultsFitsItsFrame(kind: String, sizeIndex: Int) throws {
        for axis in [nil, "vertical"] {
            let text = Self.spec(kind: kind, size: Self.sizes[sizeIndex], axis: axis)
            let compilation = SpecFixtures.compile(text)
            #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))\n\(text)")
            let spec = try #require(compilation.spec)
            var engine = Engine(scene: spec.scene)
            _ = engine.advance(to: 1)
            for frame in engine.frames() {
                let found = Self.problems(in: frame, window: spec.window.size)
                #expect(found.isEmpty, "\(kind) \(axis ?? "horizontal") in \(spec.window.size): \(found)")
            }
        }
    }

    /// Metrics the user wrote are kept as written: a stack told to spread wide still overflows
    /// and still gets W0404.
    @Test func writtenStackMetricsAreKeptAndWarned() {
        let text = Self.spec(kind: "stack", size: nil) + "[carousel.stack]\nspacing-ratio = 0.9\n"
        let compilation = SpecFixtures.compile(text)
        #expect(compilation.diagnostics.map(\.code.text) == ["W0404"], "\(SpecFixtures.describe(compilation))")
    }
}
