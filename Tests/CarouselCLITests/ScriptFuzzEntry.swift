import CarouselScript
import CarouselSpec
import JSON
import SourceDiagnostics

/// The `script` fuzz target's whole body (Fuzz/script/main.swift calls it; the regression suite too).
///
/// Reads raw bytes as an input script, as `carousel simulate --input` does, and replays a valid
/// one against a small fixed spec (every kind, both axes, auto-scroll) with card placements,
/// for at most ``maximumSeconds`` of simulated time so one input stays fast.
enum ScriptFuzzEntry {
    /// Longest simulated time per input, in seconds.
    static let maximumSeconds = 8.0

    /// The fixed spec: one carousel per kind on a 1280 x 800 screen, one of them vertical.
    static let specText = """
        [window]
        size = [1280, 800]

        [[carousel]]
        id = "featured"
        infinite = true
        frame = { x = 0, y = 0, width = 640, height = 300 }
        insets = { top = 8, leading = 60, bottom = 8, trailing = 60 }
        [carousel.auto]
        interval = "1s"
        [carousel.generate]
        count = 5

        [[carousel]]
        id = "pages"
        axis = "vertical"
        frame = { x = 640, y = 0, width = 616, height = 300 }
        [carousel.generate]
        count = 3

        [[carousel]]
        id = "cards"
        kind = "stack"
        frame = { x = 0, y = 320, width = 640, height = 240 }
        [carousel.generate]
        count = 6

        [[carousel]]
        id = "health"
        kind = "focus"
        infinite = true
        frame = { x = 660, y = 320, width = 620, height = 240 }
        [carousel.focus]
        item-size = { width = 150, height = 220 }
        visible-neighbors = 2
        [carousel.generate]
        count = 8

        [[carousel]]
        id = "ticker"
        kind = "marquee"
        frame = { x = 0, y = 600, width = 1280, height = 200 }
        [carousel.marquee]
        speed = 60
        item-extent = 240
        [carousel.generate]
        count = 12

        """

    /// The compiled fixed spec (nil only if the text above stops compiling; a test checks it does not).
    static let spec: ResolvedSpec? = {
        let file = SourceFile(path: "/fuzz/fixed.carousel.toml", text: specText)
        let compilation = SpecCompiler.compile(
            file, baseDirectory: "/fuzz", fileSystem: InMemoryFileSystem(), workingDirectory: "/fuzz")
        return compilation.spec
    }()

    /// Runs the target on one input: a refused script has its message worded (as every command
    /// prints it), a valid one is simulated.
    static func run(_ bytes: [UInt8]) {
        let script: InputScript
        do throws(JSONError) {
            script = try InputScript.read(bytes)
        } catch {
            _ = error.description(path: "fuzz.json")
            return
        }
        guard let spec else { return }
        let duration = min(max(script.duration, 0) + 1, maximumSeconds)
        let options = Simulation.Options(duration: duration.isFinite ? duration : 1, fps: 60, includeCards: true)
        Simulation.run(scene: spec.scene, script: script, options: options) { _ in }
    }
}
