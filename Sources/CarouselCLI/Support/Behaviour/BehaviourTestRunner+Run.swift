import CarouselEngine
import CarouselScript
import CarouselSpec
import JSON
import SourceDiagnostics

extension BehaviourTestRunner {
    /// What one test's simulation printed that its expectations read: the frame lines at their
    /// times and every announcement.
    struct Run {
        /// Frame lines by frame number (only those an expectation reads).
        var frames: [Int: JSONValue] = [:]
        /// `announce` lines in order: time, carousel, text.
        var announcements: [(time: Double, carousel: String, text: String)] = []

        /// The frame an expectation at `time` seconds reads: the last one at or before it.
        static func frameNumber(at time: Double) -> Int {
            Int((time * Double(fps) + 1e-6).rounded(.down))
        }

        /// Plays `test` on `scene` as `simulate` does and keeps what its expectations read.
        static func play(
            _ test: BehaviourTest, scene: SceneConfiguration, rules: WindowRules,
            announce: @escaping Simulation.Announcer
        ) -> Run {
            let wanted = Set(test.expectations.map { frameNumber(at: $0.time) })
            let cards = test.expectations.contains {
                $0.checks.contains { if case .visible = $0 { true } else { false } }
            }
            let last = test.expectations.map(\.time).max() ?? 0
            let options = Simulation.Options(
                duration: Double(frameNumber(at: last)) / Double(fps), fps: fps, includeCards: cards)
            var run = Run()
            var frame = 0
            Simulation.run(scene: scene, script: test.script, options: options, announce: announce, window: rules) {
                line in
                guard let value = try? JSONReader.read(Array(line.utf8)).value else { return }
                switch value["type"]?.string {
                case "frame":
                    if wanted.contains(frame) { run.frames[frame] = value }
                    frame += 1
                case "announce":
                    if let time = value["t"]?.double, let id = value["carousel"]?.string,
                        let text = value["text"]?.string
                    {
                        run.announcements.append((time, id, text))
                    }
                default: break
                }
            }
            return run
        }

        /// E0610 for each check of `expectation` that does not hold for `carousel`.
        func failures(of expectation: Expectation, carousel: String, test: BehaviourTest) -> [Diagnostic] {
            let number = Self.frameNumber(at: expectation.time)
            let entry = frames[number]?["carousels"]?.elements?.first { $0["id"]?.string == carousel }
            let moment = "at \(SecondsText.of(Double(number) / Double(fps))) s"
            var failures: [Diagnostic] = []
            func fail(_ what: String, expected: String, actual: String, _ span: SourceSpan) {
                failures.append(
                    Diagnostic(
                        DiagnosticCode.testExpectationFailed,
                        message: "\(what) of carousel \"\(carousel)\" \(moment): expected \(expected), found \(actual)",
                        span: span, labels: [DiagnosticLabel(span: expectation.span, message: "this expectation")],
                        notes: ["in test \"\(test.name)\""]))
            }
            for check in expectation.checks {
                switch check {
                case .selection(let index, let span):
                    let actual = entry?["selection"]?.wholeNumber
                    if actual != index {
                        fail("selection", expected: "\(index)", actual: actual.map { "\($0)" } ?? "nothing", span)
                    }
                case .phase(let phase, let span):
                    let actual = entry?["phase"]?.string
                    if actual != phase.rawValue {
                        fail(
                            "phase", expected: "\"\(phase.rawValue)\"", actual: actual.map { "\"\($0)\"" } ?? "nothing",
                            span)
                    }
                case .visible(let items, let span):
                    let actual = Array(Set((entry?["cards"]?.elements ?? []).compactMap { $0["item"]?.wholeNumber }))
                        .sorted()
                    if actual != items { fail("visible items", expected: "\(items)", actual: "\(actual)", span) }
                case .announce(let text, let span):
                    let time = Double(number) / Double(fps) + 1e-9
                    let actual = announcements.last { $0.carousel == carousel && $0.time <= time }?.text
                    if actual != text {
                        fail(
                            "announcement", expected: "\"\(text)\"",
                            actual: actual.map { "\"\($0)\"" } ?? "no announcement", span)
                    }
                }
            }
            return failures
        }
    }
}

extension JSONValue {
    /// The elements, when this is an array.
    fileprivate var elements: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The number, when this is a whole number.
    fileprivate var wholeNumber: Int? {
        if case .integer(let number) = self { return number }
        return nil
    }
}
