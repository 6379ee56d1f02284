import CarouselEngine
import CarouselScript
import CarouselSpec
import SourceDiagnostics

/// `carousel simulate SPEC [--input SCRIPT.json] [--duration S] [--fps N] [--carousel ID] [--cards]`.
enum SimulateCommand: CLICommand {
    static let input = Option.text(
        "--input", placeholder: "SCRIPT.json",
        help: [
            "replay this input script (pointer, wheel, key, hover,", "resize events); - reads it from standard input",
        ])
    static let duration = Option.number(
        "--duration", placeholder: "S", kind: .duration(0...maxSeconds),
        default: "the script's last event + 2 s", help: ["how long to run"])
    static let fps = Option.integer(
        "--fps", placeholder: "N", range: 1...1000, default: "60", help: ["frames per second"])
    static let carousel = Option.text(
        "--carousel", placeholder: "ID", help: ["only this carousel's events and frame entries"])
    static let cards = Option.flag("--cards", help: ["include every visible card's placement in frame lines"])
    static let size = Option.size(
        "--size", maximum: Option.drawableSize, default: "the spec's [window] size",
        help: ["window size in points; the [[carousel.when]] rules", "for that size apply"])

    static let spec = CommandSpec(
        name: "simulate", summary: "Run the engine headless and print JSON lines", arguments: ["SPEC"],
        maxPositionals: 1,
        about: """
            Runs the motion engine on a fixed time step with no window and prints JSON lines:
            `select`, `phase` and `settle` events as they happen and one `frame` line per frame
            (the motion mode in force, then id, selection, continuous progress in [0, n) and
            phase of every carousel).
            """,
        options: [
            input.spec, duration.spec, fps.spec, carousel.spec, cards.spec, size.spec, Option.reducedMotion.spec,
        ],
        sections: """
            limits:
              at most 100000 frame lines per run (27 min 46 s at 60 fps): a longer run is
              refused before it starts (exit code 2); see docs/limits.md

            exit codes:
              0  ok
              1  the spec has errors
              2  usage or I/O problems (including a bad script)

            example:
              carousel simulate Configs/showcase.carousel.toml --input swipe.json --cards
            """)

    struct Arguments {
        var spec: String
        var input: String?
        var options = Simulation.Options()
        /// `--reduced-motion`: replaces the spec's `[window] reduced-motion`.
        var reducedMotion: ReducedMotionSetting?
        /// `--size WxH`: the window size, in points (the rules for that size apply).
        var size: Size?
    }

    /// Most frame lines one run prints: 100,000 is 27 min 46 s at 60 fps, and keeps the output
    /// (about 30 MB without `--cards`) and the run time in proportion to what was asked.
    static let maxFrames = 100_000

    /// Longest `--duration` in seconds; script times have the same bound (`InputScript.maximumTime`).
    static let maxSeconds = InputScript.maximumTime

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: Arguments
        do throws(CommandError) {
            parsed = try readArguments(arguments)
        } catch {
            return fail(error)
        }
        let specPath = parsed.spec
        let compilation: SpecCompilation
        var script: InputScript?
        do throws(CommandError) {
            compilation = try SpecServices.compile(path: specPath)
            if let path = parsed.input { script = try ScriptFileReader.read(path) }
        } catch {
            return fail(error)
        }
        guard let spec = compilation.spec else {
            if compilation.isTheme { return fail(.io(CompileCommand.themeMessage(specPath))) }
            let report = DiagnosticReport(files: compilation.reportedFiles)
            Terminal.error(DiagnosticFormat.human.render(report, options: RenderOptions(verb: "simulate")))
            return 1
        }
        let decision = DesktopMotion.decide(spec.window.reducedMotion, override: parsed.reducedMotion)
        // The window: --size, else the script's size, else the spec's. The rules for it apply, laid out
        // as the window shows the spec (letterboxed when smaller); a script's resize does the same.
        let window = WindowRules.forSpec(
            spec, responsive: compilation.responsive, decision: decision,
            window: parsed.size ?? script?.size ?? spec.window.size)
        let scene = window.scene
        if parsed.size != nil { script?.size = scene.windowSize }
        if let id = parsed.options.carouselID, !scene.carousels.contains(where: { $0.id == id }) {
            let ids = scene.carousels.map(\.id).joined(separator: ", ")
            Terminal.error("carousel simulate: no carousel with id '\(id)' in \(specPath) (ids: \(ids))")
            return 2
        }
        let seconds = parsed.options.duration ?? ((script?.steps.last?.time ?? 0) + 2)
        let frames = Int((seconds * Double(parsed.options.fps)).rounded(.down)) + 1
        if frames > maxFrames {
            let source = parsed.options.duration == nil ? "the script's last event + 2 s" : "--duration"
            return fail(
                .usage(
                    "this run would print \(frames) frames (\(source) = \(SecondsText.of(seconds)) s at \(parsed.options.fps) fps); "
                        + "simulate prints at most \(maxFrames): give a shorter --duration or a lower --fps"))
        }
        var buffer = ""
        let carousels = Dictionary(spec.carousels.map { ($0.engine.id, $0) }, uniquingKeysWith: { first, _ in first })
        let announce: Simulation.Announcer = { id, index in carousels[id]?.announcement(for: index) }
        Simulation.run(
            scene: scene, script: script, options: parsed.options, announce: announce, window: window.rules
        ) { line in
            buffer += line
            buffer += "\n"
            if buffer.utf8.count > 1 << 16 {
                Terminal.write(buffer)
                buffer = ""
            }
        }
        Terminal.write(buffer)
        return 0
    }

    /// The SPEC and the options; a bad or missing value is a usage error (exit code 2).
    static func readArguments(_ arguments: [String]) throws(CommandError) -> Arguments {
        let parsed = try parse(arguments)
        guard let spec = parsed.positionals.first else { throw .usage("missing SPEC (the spec file to simulate)") }
        var result = Arguments(spec: spec, input: parsed[Self.input])
        if let seconds = parsed[Self.duration] { result.options.duration = seconds }
        if let fps = parsed[Self.fps] { result.options.fps = fps }
        result.options.carouselID = parsed[Self.carousel]
        result.options.includeCards = parsed[Self.cards]
        result.reducedMotion = try parsed.reducedMotion()
        result.size = parsed[Self.size]
        return result
    }
}
