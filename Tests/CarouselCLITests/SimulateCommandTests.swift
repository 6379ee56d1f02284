import Foundation
import Testing

/// `carousel simulate` run as a subprocess: the JSON lines of interfaces.md, its flags and exit codes.
@Suite struct SimulateCommandTests {
    /// Two carousels: a finite pager of 4 cards filling the top half, a stack in the bottom half.
    static let spec = """
        [window]
        size = [1000, 600]
        layout = "rows"

        [[carousel]]
        id = "pages"
        kind = "paging"

        [carousel.generate]
        count = 4

        [[carousel]]
        id = "ring"
        kind = "stack"

        [carousel.generate]
        count = 5

        """

    /// A real leftward drag on the top carousel, released fast: it pages forward.
    static let swipe = """
        {"size": [1000, 600], "events": [
          {"t": 0.50, "type": "down", "x": 600, "y": 150},
          {"t": 0.55, "type": "move", "x": 450, "y": 150},
          {"t": 0.60, "type": "move", "x": 300, "y": 150},
          {"t": 0.62, "type": "up",   "x": 250, "y": 150}
        ]}

        """

    private func folderWithSpec() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("two.carousel.toml", Self.spec)
        try folder.write("swipe.json", Self.swipe)
        return folder
    }

    private func lines(_ result: RunResult) throws -> [[String: Any]] {
        try result.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
    }

    @Test func everyLineIsAnObjectOfTheDocumentedShape() throws {
        let folder = try folderWithSpec()
        let result = try CarouselProcess.run(
            ["simulate", "two.carousel.toml", "--input", "swipe.json"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let objects = try lines(result)
        var lastTime = -1.0
        var frames = 0
        for object in objects {
            let time = try #require(object["t"] as? Double)
            #expect(time >= lastTime)
            lastTime = time
            let type = try #require(object["type"] as? String)
            switch type {
            case "frame":
                frames += 1
                let carousels = try #require(object["carousels"] as? [[String: Any]])
                #expect(carousels.map { $0["id"] as? String } == ["pages", "ring"])
                for carousel in carousels {
                    let count = carousel["id"] as? String == "pages" ? 4.0 : 5.0
                    let progress = try #require(carousel["progress"] as? Double)
                    #expect(progress >= 0 && progress < count)
                    #expect(carousel["selection"] is Int)
                    #expect(["idle", "dragging", "settling", "auto"].contains(carousel["phase"] as? String ?? "?"))
                    #expect(carousel["cards"] == nil)
                }
            case "select", "settle":
                #expect(object["carousel"] is String)
                #expect(object["index"] is Int)
            case "phase":
                #expect(object["carousel"] is String)
                #expect(object["phase"] is String)
            case "announce":
                #expect(object["carousel"] is String)
                #expect((object["text"] as? String)?.hasPrefix("Item ") == true)
            default:
                Issue.record("unexpected line type \(type)")
            }
        }
        // Default duration: the script's last event (0.62 s) + 2 s at 60 fps, first frame at t = 0.
        #expect(frames == Int((2.62 * 60).rounded(.down)) + 1)
        // First a select per carousel for its starting item at t 0, then the flick's.
        let selects = objects.filter { $0["type"] as? String == "select" }
        #expect(selects.map { $0["carousel"] as? String } == ["pages", "ring", "pages"])
        #expect(selects.map { $0["index"] as? Int } == [0, 0, 1])
        #expect(selects.prefix(2).allSatisfy { $0["t"] as? Double == 0 })
        let final = try #require(objects.last { $0["type"] as? String == "frame" })
        let pages = try #require((final["carousels"] as? [[String: Any]])?.first)
        #expect(pages["selection"] as? Int == 1)
        #expect(pages["progress"] as? Double == 1.0)
        #expect(pages["phase"] as? String == "idle")
    }

    @Test func cardsAddsThePlacementOfEveryVisibleCard() throws {
        let folder = try folderWithSpec()
        let result = try CarouselProcess.run(
            ["simulate", "two.carousel.toml", "--cards", "--duration", "0.1"], in: folder.url)
        #expect(result.status == 0)
        let frames = try lines(result).filter { $0["type"] as? String == "frame" }
        #expect(frames.count == 7)
        for frame in frames {
            for carousel in try #require(frame["carousels"] as? [[String: Any]]) {
                let cards = try #require(carousel["cards"] as? [[String: Any]])
                #expect(!cards.isEmpty)
                for card in cards {
                    for key in ["x", "y", "width", "height", "scale", "opacity", "z"] {
                        let value = try #require(card[key] as? Double, "card key \(key)")
                        #expect(value.isFinite)
                    }
                    #expect(card["item"] is Int)
                }
            }
        }
    }

    @Test func carouselKeepsOnlyThatCarousel() throws {
        let folder = try folderWithSpec()
        let result = try CarouselProcess.run(
            ["simulate", "two.carousel.toml", "--input", "swipe.json", "--carousel", "ring"], in: folder.url)
        #expect(result.status == 0)
        let objects = try lines(result)
        #expect(!objects.isEmpty)
        for object in objects {
            if let carousels = object["carousels"] as? [[String: Any]] {
                #expect(carousels.map { $0["id"] as? String } == ["ring"])
            } else {
                #expect(object["carousel"] as? String == "ring")
            }
        }
        let unknown = try CarouselProcess.run(["simulate", "two.carousel.toml", "--carousel", "nope"], in: folder.url)
        #expect(unknown.status == 2)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr.contains("no carousel with id 'nope'"))
        #expect(unknown.stderr.contains("pages, ring"))
    }

    @Test func fpsAndDurationSetTheFrameTimes() throws {
        let folder = try folderWithSpec()
        let result = try CarouselProcess.run(
            ["simulate", "two.carousel.toml", "--fps=10", "--duration", "1"], in: folder.url)
        #expect(result.status == 0)
        let times = try lines(result).filter { $0["type"] as? String == "frame" }.compactMap { $0["t"] as? Double }
        #expect(times.count == 11)
        for (index, time) in times.enumerated() {
            #expect(abs(time - Double(index) / 10) < 1e-9)
        }
    }

    @Test func badFlagValuesAreUsageErrors() throws {
        let folder = try folderWithSpec()
        let cases: [[String]] = [
            ["--fps", "0"], ["--fps", "1001"], ["--fps", "ten"], ["--duration", "-1"], ["--duration", "nan"],
            ["--duration", "inf"], ["--carousel"], ["--input"], ["--frobnicate"], ["extra.carousel.toml"],
        ]
        for extra in cases {
            let result = try CarouselProcess.run(["simulate", "two.carousel.toml"] + extra, in: folder.url)
            #expect(result.status == 2, "\(extra)")
            #expect(result.stdout.isEmpty, "\(extra)")
            #expect(result.stderr.hasPrefix("carousel simulate: "), "\(extra)")
        }
        let typo = try CarouselProcess.run(["simulate", "two.carousel.toml", "--fsp", "30"], in: folder.url)
        #expect(typo.stderr.hasPrefix("carousel simulate: unknown option '--fsp'; did you mean `--fps`?"))
        let missing = try CarouselProcess.run(["simulate"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("missing SPEC"))
    }

    @Test func badScriptIsAnInputErrorWithLineAndColumn() throws {
        let folder = try folderWithSpec()
        try folder.write("typo.json", "{\"events\": [\n  {\"t\": 0.5, \"type\": \"dwon\", \"x\": 1, \"y\": 2}\n]}\n")
        try folder.write("broken.json", "{\"events\": [\n  {\"t\": 0.5 \"type\": \"down\"}\n]}\n")
        let typo = try CarouselProcess.run(["simulate", "two.carousel.toml", "--input", "typo.json"], in: folder.url)
        #expect(typo.status == 2)
        #expect(typo.stdout.isEmpty)
        #expect(typo.stderr.hasPrefix("carousel simulate: typo.json:2:"))
        #expect(typo.stderr.contains("\"dwon\""))
        let broken = try CarouselProcess.run(
            ["simulate", "two.carousel.toml", "--input", "broken.json"], in: folder.url)
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("carousel simulate: broken.json:2:13: "))
        let absent = try CarouselProcess.run(["simulate", "two.carousel.toml", "--input", "gone.json"], in: folder.url)
        #expect(absent.status == 2)
        #expect(absent.stderr == "carousel simulate: cannot read 'gone.json': no such file or directory\n")
        try folder.write("far.json", "{\"events\": [{\"t\": 1e300, \"type\": \"key\", \"key\": \"left\"}]}")
        let far = try CarouselProcess.run(["simulate", "two.carousel.toml", "--input", "far.json"], in: folder.url)
        #expect(far.status == 2)
        #expect(far.stdout.isEmpty)
        #expect(far.stderr.hasPrefix("carousel simulate: far.json:1:19: \"t\" must be a number of seconds"))
        let folderAsScript = try CarouselProcess.run(["simulate", "two.carousel.toml", "--input", "."], in: folder.url)
        #expect(folderAsScript.status == 2)
        #expect(folderAsScript.stderr.contains("'.' is a directory, not an input script"))
    }

    @Test func specWithErrorsExitsOneWithDiagnostics() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.carousel.toml", Fixtures.misspelled)
        let result = try CarouselProcess.run(["simulate", "bad.carousel.toml"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error[E0201]: unknown key `spaceing`"))
        #expect(result.stderr.contains(" --> bad.carousel.toml:3:1"))
        let unreadable = try CarouselProcess.run(["simulate", "gone.carousel.toml"], in: folder.url)
        #expect(unreadable.status == 2)
        #expect(unreadable.stdout.isEmpty)
    }

    @Test func theSameScriptGivesByteIdenticalOutput() throws {
        let folder = try folderWithSpec()
        let arguments = ["simulate", "two.carousel.toml", "--input", "swipe.json", "--cards"]
        let first = try CarouselProcess.run(arguments, in: folder.url)
        let second = try CarouselProcess.run(arguments, in: folder.url)
        #expect(first.status == 0)
        #expect(first.stdoutBytes.count > 10_000)
        #expect(first.stdoutBytes == second.stdoutBytes)
    }
}
