import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing

/// The demo's panels, composed over the carousels in a 400 x 300 window. Panel lines are 13-point
/// mono: 6.5 px per character (rounded down per line), 19 px apart.
@Suite struct OverlaySceneTests {
    private func overlayCommands(_ overlays: SceneOverlays) throws -> ArraySlice<DrawCommand> {
        let spec = SceneFixtures.spec([SceneFixtures.configuration(.paging, axis: .horizontal, count: 1)])
        let plain = try SceneFixtures.scene(spec)
        let scene = try SceneFixtures.scene(spec, overlays: overlays)
        // The overlays come after everything else.
        #expect(Array(scene.commands.prefix(plain.commands.count)) == plain.commands)
        return scene.commands.dropFirst(plain.commands.count)
    }

    @Test func hudIsAPanelOfLinesAtTheBottomRight() throws {
        let commands = try overlayCommands(SceneOverlays(hud: ["ab", "abcd"]))
        // Widest line 26 px + 2 x 12 padding; 2 lines x 19 + 24 tall; 12 points from the window's
        // bottom-right corner (400 x 300), clear of the title at the top.
        #expect(
            Array(commands) == [
                .fill(RoundedRect(rect: Rect(x: 338, y: 226, width: 50, height: 62), radius: 10, color: Theme.panel)),
                .text(
                    TextRun(
                        text: "ab", face: .mono, points: 13, color: Theme.panelText, origin: Point(x: 350, y: 238),
                        size: Size(width: 13, height: 16))),
                .text(
                    TextRun(
                        text: "abcd", face: .mono, points: 13, color: Theme.panelText, origin: Point(x: 350, y: 257),
                        size: Size(width: 26, height: 16))),
            ])
    }

    @Test func reloadErrorsSitAtTheBottomUnderTheirTitle() throws {
        let commands = try overlayCommands(SceneOverlays(error: ErrorOverlay(title: "Bad", lines: ["x"])))
        // Height 1 x 19 + 52 = 71, so the panel starts at 300 - 71 - 16 = 213. Title "Bad" 15 points
        // bold: 22 x 18 px, 8 below it; the box is 18 + 8 + 19 + 24 = 69 tall, 22 + 24 wide.
        let kinds = commands.map { if case .text(let run) = $0 { return run.text } else { return "box" } }
        #expect(kinds == ["box", "Bad", "x"])
        #expect(
            commands.first
                == .fill(
                    RoundedRect(rect: Rect(x: 16, y: 213, width: 46, height: 69), radius: 10, color: Theme.errorPanel)))
        guard case .text(let title) = commands.dropFirst().first, case .text(let line) = commands.last else {
            Issue.record("expected the title and a line"); return
        }
        #expect(title.origin == Point(x: 28, y: 225) && title.color == Theme.errorTitle && title.face == .bold)
        #expect(line.origin == Point(x: 28, y: 251) && line.color == Theme.errorText)
    }

    @Test func tooManyErrorLinesEndWithACount() throws {
        // Room for max(3, Int((300 * 0.6 - 40) / 19)) = 7 lines.
        let lines = (1...10).map { "line \($0)" }
        let commands = try overlayCommands(SceneOverlays(error: ErrorOverlay(title: "Bad", lines: lines)))
        let texts = commands.compactMap { if case .text(let run) = $0 { return run.text } else { return nil } }
        #expect(texts.count == 1 + 8)
        #expect(Array(texts[1...7]) == Array(lines.prefix(7)))
        // Cut to the panel: 400 - 32 - 24 = 344 px hold 52 characters.
        #expect(texts[8].hasPrefix("… 3 more lines (run carousel check for all)".prefix(40)))
    }

    @Test func aNoteIsAPillCentredAtTheBottom() throws {
        let commands = try overlayCommands(SceneOverlays(note: "saved"))
        // "saved" at 14 points: 35 x 17 px; the pill is 12 wider each side and 12 taller, 16 above the edge.
        #expect(
            Array(commands) == [
                .fill(
                    RoundedRect(rect: Rect(x: 170.5, y: 255, width: 59, height: 29), radius: 14.5, color: Theme.panel)),
                .text(
                    TextRun(
                        text: "saved", face: .regular, points: 14, color: Theme.panelText,
                        origin: Point(x: 182.5, y: 261), size: Size(width: 35, height: 17))),
            ])
    }
}
