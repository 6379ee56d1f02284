import Foundation
import Testing

@testable import CarouselCLI

/// `--reduced-motion` and `[window] reduced-motion` through `carousel simulate` (a subprocess),
/// with "auto" decided by `CAROUSEL_REDUCED_MOTION`.
@Suite struct ReducedMotionCommandTests {
    /// A pager with a 1 s auto-scroll on top, a drifting marquee below.
    static func spec(_ setting: String) -> String {
        """
        [window]
        size = [800, 400]
        reduced-motion = "\(setting)"

        [[carousel]]
        id = "pages"
        [carousel.auto]
        interval = "1s"
        [carousel.generate]
        count = 4

        [[carousel]]
        id = "ticker"
        kind = "marquee"
        [carousel.generate]
        count = 6

        """
    }

    /// One key press at 0.5 s: Right on the pager.
    static let key = #"{"events": [{"t": 0.5, "type": "key", "key": "right"}]}"#

    struct Run {
        var motions: Set<String> = []
        /// Every marquee progress seen.
        var ticker: Set<Double> = []
        /// Times of the pager's select and settle events.
        var selects: [(Double, Int)] = []
        var settles: [Double] = []
        var stderr = ""
    }

    private func simulate(_ setting: String, _ extra: [String] = [], environment: [String: String]) throws -> Run {
        let folder = try TemporaryFolder()
        try folder.write("m.carousel.toml", Self.spec(setting))
        try folder.write("key.json", Self.key)
        let result = try CarouselProcess.run(
            ["simulate", "m.carousel.toml", "--input", "key.json", "--duration", "4"] + extra, in: folder.url,
            environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        var run = Run(stderr: result.stderr)
        for line in result.stdout.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let time = try #require(object["t"] as? Double)
            switch object["type"] as? String {
            case "frame":
                run.motions.insert(try #require(object["motion"] as? String))
                let carousels = try #require(object["carousels"] as? [[String: Any]])
                run.ticker.insert(try #require(carousels.last?["progress"] as? Double))
            // The select at t 0 names the starting item (not a change).
            case "select" where object["carousel"] as? String == "pages" && time > 0:
                run.selects.append((time, try #require(object["index"] as? Int)))
            case "settle" where object["carousel"] as? String == "pages":
                run.settles.append(time)
            default: break
            }
        }
        return run
    }

    /// Under "on": the marquee does not drift but steps one item at 3 s (its interval, as its
    /// generated items have no reading time); the key's page change and the auto-scroll tick that
    /// follows once `resume-after` (2.4 s) and the 1 s interval have passed each settle within one step.
    private func expectReduced(_ run: Run) {
        #expect(run.motions == ["reduced"])
        #expect(run.ticker == [0, 1])
        #expect(run.selects.map(\.1) == [1, 2])
        #expect(run.settles.count == 2)
        for (select, settle) in zip(run.selects.map(\.0), run.settles) {
            #expect(settle - select <= 1.0 / 60 + 1e-4)
        }
        #expect((run.selects.first?.0 ?? 99) == 0.5)
    }

    @Test func onInTheSpecJumpsPageChangesAndStepsTheMarquee() throws {
        expectReduced(try simulate("on", environment: ["CAROUSEL_REDUCED_MOTION": "0"]))
    }

    @Test func autoFollowsTheEnvironmentVariable() throws {
        expectReduced(try simulate("auto", environment: ["CAROUSEL_REDUCED_MOTION": "1"]))
        let full = try simulate("auto", environment: ["CAROUSEL_REDUCED_MOTION": "off"])
        #expect(full.motions == ["full"])
        #expect(full.ticker.count > 100)
        #expect(full.selects.count >= 2)
    }

    @Test func theOptionOverridesTheSpec() throws {
        expectReduced(try simulate("off", ["--reduced-motion"], environment: [:]))
        expectReduced(try simulate("off", ["--reduced-motion=on"], environment: [:]))
        expectReduced(try simulate("off", ["--reduced-motion=auto"], environment: ["CAROUSEL_REDUCED_MOTION": "on"]))
        let full = try simulate("on", ["--reduced-motion=off"], environment: ["CAROUSEL_REDUCED_MOTION": "1"])
        #expect(full.motions == ["full"])
    }

    @Test func aBadEnvironmentValueIsReportedAndIgnored() throws {
        let run = try simulate("auto", environment: ["CAROUSEL_REDUCED_MOTION": "maybe"])
        #expect(run.stderr.contains("CAROUSEL_REDUCED_MOTION='maybe'"))
    }

    @Test func aBadOptionValueIsAUsageError() throws {
        let folder = try TemporaryFolder()
        try folder.write("m.carousel.toml", Self.spec("auto"))
        let result = try CarouselProcess.run(
            ["simulate", "m.carousel.toml", "--reduced-motion=sometimes"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("expected on, off or auto"))
    }

    @Test func environmentWordsParse() {
        for word in ["1", "on", "TRUE", "yes"] { #expect(DesktopMotion.parse(word) == true) }
        for word in ["0", "off", "false", "No"] { #expect(DesktopMotion.parse(word) == false) }
        #expect(DesktopMotion.parse("") == nil)
        #expect(DesktopMotion.parse("2") == nil)
    }
}
