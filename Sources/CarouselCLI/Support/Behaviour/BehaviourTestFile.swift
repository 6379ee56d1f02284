import CarouselEngine
import CarouselScript
import SourceDiagnostics

/// A `*.carousel-test.toml` file as read: the spec it runs, the window size and its tests.
struct BehaviourTestFile {
    /// The suffix of behaviour test files found in folders.
    static let suffix = ".carousel-test.toml"

    /// The `spec` value as written (relative to the test file's folder) and its span.
    var spec: (path: String, span: SourceSpan)?
    /// `size = [width, height]`: the window size in points (default: the spec's).
    var size: Size?
    /// The `[[test]]` tables in file order.
    var tests: [BehaviourTest] = []
}

/// One `[[test]]`: steps sent to the engine and what must hold afterwards.
struct BehaviourTest {
    /// `name`, as written.
    var name: String
    /// The `name` value (or the `[[test]]` header when it has none).
    var span: SourceSpan
    /// The `[[test]]` table as the TOML reader spans it (its header, or the inline table): the
    /// test's problems and failures lie between its start and the next test's.
    var table: SourceSpan
    /// The steps as an input script (empty when the test has none).
    var script = InputScript(steps: [])
    /// The expectations in file order.
    var expectations: [Expectation] = []
    /// False when a part of the test has an error: it is then reported failed, never run.
    var runnable = true
}

/// One element of `expect`: checks of one carousel's state at one moment.
struct Expectation {
    /// Seconds since the start.
    var time: Double
    /// The inline table.
    var span: SourceSpan
    /// `carousel = "id"` and its span; nil means the spec's only carousel.
    var carousel: (id: String, span: SourceSpan)?
    /// What is compared, each with the span of its expected value.
    var checks: [Check] = []

    /// One compared value.
    enum Check {
        /// The frame line's `selection`.
        case selection(Int, SourceSpan)
        /// The frame line's `phase`.
        case phase(Phase, SourceSpan)
        /// The items of the cards on screen, in ascending order.
        case visible([Int], SourceSpan)
        /// The carousel's last announcement up to the moment.
        case announce(String, SourceSpan)
    }

    /// The keys an expectation may have, in the order the docs list them.
    static let keys = ["t", "carousel", "selection", "phase", "visible", "announce"]
}
