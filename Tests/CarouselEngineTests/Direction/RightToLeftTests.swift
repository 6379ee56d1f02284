import CarouselScript
import Foundation
import Testing

@testable import CarouselEngine

/// Right to left, case by case, with expectations from docs/engine.md ("Right to left"): a
/// placement's `x` is `2 cx - x_ltr - width` where `x_ltr` comes from the kind's own formula.
@Suite struct RightToLeftTests {
    static let size = Size(width: 1280, height: 800)

    static func engine(
        _ direction: LayoutDirection, kind: CarouselKind = .paging, axis: Axis = .horizontal,
        insets: EdgeInsets? = nil, auto: AutoScrollSettings? = nil, indicators: Bool = false
    ) -> Engine {
        var c = Scenes.carousel("a", kind: kind, axis: axis, count: 5, auto: auto, indicators: indicators)
        if let insets { c.insets = insets }
        c.direction = direction
        return Engine(scene: Scenes.single(c, size: size))
    }

    static func card(_ engine: Engine, item: Int) -> CardPlacement? {
        engine.frames().first?.cards.first { $0.item == item }
    }

    /// Page length `L = frame width - leading - trailing`: left to right item 0 rests at
    /// `x = leading`, so right to left at `1280 - leading - L = trailing`; item 1 one stride
    /// (`L + spacing`) to its left (here partly in view: 400 + 300 points of insets).
    @Test func theFirstItemAndTheLeadingInsetAreOnTheRight() throws {
        let insets = EdgeInsets(top: 8, leading: 400, bottom: 8, trailing: 300)
        let engine = Self.engine(.rtl, insets: insets)
        let page = Self.size.width - insets.leading - insets.trailing
        let first = try #require(Self.card(engine, item: 0))
        #expect(first.rect.width == page)
        #expect(first.rect.x == Self.size.width - insets.leading - page)
        #expect(first.rect.x + first.rect.width == Self.size.width - insets.leading)
        let second = try #require(Self.card(engine, item: 1))
        #expect(second.rect.x == first.rect.x - (page + 16))
        let ltr = try #require(Self.card(Self.engine(.ltr, insets: insets), item: 0))
        #expect(ltr.rect.x == insets.leading)
    }

    /// A drag to the right (300 points, released still) passes the distance threshold (half a
    /// stride) and goes forward right to left, backward left to right (a finite carousel at 0 stays).
    @Test(arguments: [(LayoutDirection.rtl, 1), (.ltr, 0)])
    func aDragToTheRightGoesForwardRightToLeft(direction: LayoutDirection, expected: Int) {
        var engine = Self.engine(direction, insets: EdgeInsets(top: 8, leading: 400, bottom: 8, trailing: 400))
        engine.send(.pointerDown(Point(x: 500, y: 300)), at: 0.1)
        engine.send(.pointerMove(Point(x: 650, y: 300)), at: 0.2)
        engine.send(.pointerMove(Point(x: 800, y: 300)), at: 0.3)
        engine.send(.pointerUp(Point(x: 800, y: 300)), at: 0.6)
        _ = engine.advance(to: 3)
        #expect(engine.selection(carouselID: "a") == expected)
    }

    @Test func leftArrowGoesForwardAndRightArrowBackRightToLeft() {
        var engine = Self.engine(.rtl)
        engine.send(.key(.left), at: 0.1)
        engine.send(.key(.left), at: 0.2)
        #expect(engine.selection(carouselID: "a") == 2)
        engine.send(.key(.right), at: 0.3)
        #expect(engine.selection(carouselID: "a") == 1)
    }

    @Test func verticalKeysDoNotChange() {
        var engine = Self.engine(.rtl, axis: .vertical)
        engine.send(.key(.down), at: 0.1)
        engine.send(.key(.left), at: 0.2)
        #expect(engine.selection(carouselID: "a") == 1)
    }

    /// The engine pages on `dx - dy` (positive: next); right to left it reads `-dx - dy`.
    @Test func aHorizontalWheelIsMirroredAndAVerticalOneIsNot() {
        var engine = Self.engine(.rtl)
        engine.send(.wheel(at: Point(x: 640, y: 300), dx: -3, dy: 0), at: 0.1)
        _ = engine.advance(to: 2)
        #expect(engine.selection(carouselID: "a") == 1)
        engine.send(.wheel(at: Point(x: 640, y: 300), dx: 0, dy: -3), at: 2.5)
        _ = engine.advance(to: 4)
        #expect(engine.selection(carouselID: "a") == 2)
    }

    /// Dots are centred in their strip at `pitch` apart, dot 0 first: right to left dot 0 is the
    /// rightmost, at the mirror of its left-to-right place.
    @Test func pageDotsCountFromTheRight() throws {
        let rtl = try #require(Self.engine(.rtl, indicators: true).frames().first)
        let ltr = try #require(Self.engine(.ltr, indicators: true).frames().first)
        #expect(rtl.dots.count == 5)
        #expect(zip(rtl.dots, rtl.dots.dropFirst()).allSatisfy { $0.center.x - $1.center.x == PageIndicator.pitch })
        for (a, b) in zip(ltr.dots, rtl.dots) { #expect(b.center.x == Self.size.width - a.center.x) }
    }

    /// Clicking the dot right to left where dot 3 is drawn selects item 3.
    @Test func aClickOnAMirroredDotSelectsItsItem() throws {
        var engine = Self.engine(.rtl, indicators: true)
        let dot = try #require(engine.frames().first?.dots[3])
        engine.send(.pointerDown(dot.center), at: 0.1)
        engine.send(.pointerUp(dot.center), at: 0.15)
        #expect(engine.selection(carouselID: "a") == 3)
    }

    /// The pause button sits `margin` in from the top and the trailing inset: right to left
    /// `x = frame.x + trailing + margin`.
    @Test func thePauseButtonMovesToTheTopLeft() throws {
        var auto = Scenes.auto()
        auto.pauseButton = true
        let frame = try #require(Self.engine(.rtl, auto: auto).frames().first)
        let button = try #require(frame.pauseButton)
        #expect(button.x == frame.frame.x + 20 + CarouselController.pauseButtonMargin)
    }

    /// Auto-scroll goes forward: the cards move to the right right to left (item 1 comes in from the left).
    @Test func autoScrollRunsToTheRight() throws {
        var engine = Self.engine(
            .rtl, insets: EdgeInsets(top: 8, leading: 400, bottom: 8, trailing: 400),
            auto: Scenes.auto(interval: 1, resumeAfter: 0.5, hover: false))
        let before = try #require(Self.card(engine, item: 0)).rect.x
        _ = engine.advance(to: 1.4)
        let during = try #require(Self.card(engine, item: 0)).rect.x
        #expect(during > before)
        _ = engine.advance(to: 4)
        #expect(engine.selection(carouselID: "a") != 0)
    }

    /// Marquee: item `k` starts `k * stride - offset` from the leading edge, here the right one.
    @Test func aMarqueeDriftsToTheRight() throws {
        let engine = Self.engine(.rtl, kind: .marquee)
        let ltr = Self.engine(.ltr, kind: .marquee)
        let a = try #require(Self.card(ltr, item: 0)), b = try #require(Self.card(engine, item: 0))
        #expect(b.rect.x == Self.size.width - a.rect.x - a.rect.width)
    }

    /// A vertical carousel keeps its motion; only the cross-axis placement is mirrored (with
    /// symmetric insets: the same rectangle).
    @Test func aVerticalCarouselKeepsItsMotion() throws {
        var rtlEngine = Self.engine(.rtl, axis: .vertical), ltrEngine = Self.engine(.ltr, axis: .vertical)
        rtlEngine.send(.key(.down), at: 0.1)
        ltrEngine.send(.key(.down), at: 0.1)
        _ = rtlEngine.advance(to: 0.3)
        _ = ltrEngine.advance(to: 0.3)
        let rtl = try #require(Self.card(rtlEngine, item: 1))
        let ltr = try #require(Self.card(ltrEngine, item: 1))
        #expect(rtl.rect == ltr.rect)
    }

    /// The mirrored projection shows the card's point `(u, v)` where the original shows `(1 - u, v)`, mirrored.
    @Test func aMirroredProjectionMirrorsTheCornersAndKeepsTheFaceReadable() throws {
        let rect = Rect(x: 100, y: 50, width: 200, height: 150)
        let turn = Transform3D.rotateY(degrees: 40).then(.translate(x: 30, z: -80))
        let projection = CardProjection(
            rect: rect, transform: turn, perspective: 1200, origin: Point(x: 640, y: 400))
        let mirrored = projection.mirrored(sum: 1280)
        for (u, v) in [(0.0, 0.0), (1.0, 0.0), (0.3, 0.7), (1.0, 1.0)] {
            let a = try #require(projection.point(u: 1 - u, v: v)), b = try #require(mirrored.point(u: u, v: v))
            #expect(abs(b.x - (1280 - a.x)) < 1e-9)
            #expect(abs(b.y - a.y) < 1e-9)
        }
        #expect(mirrored.isBackFacing == projection.isBackFacing)
    }

    /// `simulate` of the mirrored script prints, for every frame, the same selection and each
    /// card at the mirrored `x` (`1280 - x - width`; the script's points are whole numbers).
    @Test func simulateOfAMirroredScriptGivesMirroredPositions() throws {
        let script = """
            {"size": [1280, 800], "events": [
              {"t": 0.20, "type": "down", "x": 900, "y": 300}, {"t": 0.25, "type": "move", "x": 800, "y": 300},
              {"t": 0.30, "type": "up", "x": 600, "y": 300}, {"t": 1.00, "type": "key", "key": "right"},
              {"t": 1.50, "type": "wheel", "x": 640, "y": 300, "dx": 2, "dy": 0}
            ]}
            """
        let mirrored = script.replacingOccurrences(of: "\"x\": 900", with: "\"x\": 380")
            .replacingOccurrences(of: "\"x\": 800", with: "\"x\": 480")
            .replacingOccurrences(of: "\"x\": 600", with: "\"x\": 680")
            .replacingOccurrences(of: "\"right\"", with: "\"left\"")
            .replacingOccurrences(of: "\"dx\": 2", with: "\"dx\": -2")
        var c = Scenes.carousel("a", count: 6)
        c.insets = EdgeInsets(top: 8, leading: 200, bottom: 8, trailing: 100)
        let ltrScene = Scenes.single(c)
        c.direction = .rtl
        let rtlScene = Scenes.single(c)
        let options = Simulation.Options(includeCards: true)
        let left = Simulation.lines(scene: ltrScene, script: try InputScript.read(script), options: options)
        let right = Simulation.lines(scene: rtlScene, script: try InputScript.read(mirrored), options: options)
        #expect(left.count == right.count)
        #expect(left.count > 100)
        var cards = 0
        for (a, b) in zip(left, right) {
            let xs = Self.numbers("\"x\": ", in: a), ws = Self.numbers("\"width\": ", in: a)
            let mirroredXs = Self.numbers("\"x\": ", in: b)
            #expect(xs.count == mirroredXs.count)
            for (index, x) in xs.enumerated() where index < ws.count && index < mirroredXs.count {
                #expect(abs(mirroredXs[index] - (1280 - x - ws[index])) < 1e-3, "\(a)\n\(b)")
                cards += 1
            }
            #expect(
                a.replacingOccurrences(of: #""x": [-0-9.e]+"#, with: "", options: .regularExpression)
                    == b.replacingOccurrences(of: #""x": [-0-9.e]+"#, with: "", options: .regularExpression))
        }
        #expect(cards > 100)
        #expect(left.contains { $0.contains("\"select\"") })
    }

    static func numbers(_ prefix: String, in line: String) -> [Double] {
        line.components(separatedBy: prefix).dropFirst().compactMap { part in
            Double(part.prefix { "-0123456789.e".contains($0) })
        }
    }
}
