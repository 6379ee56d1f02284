import CarouselEngine
import CarouselSpec
import SourceDiagnostics

/// `carousel simulate SPEC [--input SCRIPT.json] [--duration S] [--fps N] [--carousel ID] [--cards]`.
enum SimulateCommand: CLICommand {
    static let name = "simulate"
    static let summary = "Run the engine headless and print JSON lines"
    static let help = """
        usage: carousel simulate SPEC [--input SCRIPT.json] [--duration S] [--fps N] [--carousel ID] [--cards]

        Runs the motion engine on a fixed time step with no window and prints JSON lines:
        `select`, `phase` and `settle` events as they happen and one `frame` line per frame
        (id, selection, continuous progress in [0, n), phase of every carousel).

          --input SCRIPT.json  replay this input script (pointer, wheel, key, hover, resize events)
          --duration S         seconds to run (default: the script's last event + 2 s)
          --fps N              frames per second, 1..1000 (default 60)
          --carousel ID        only this carousel's events and frame entries
          --cards              include every visible card's placement in frame lines
          -h, --help           show this help

        Exit codes: 0 ok, 1 the spec has errors, 2 usage or I/O problems (including a bad script).
        example: carousel simulate Configs/showcase.carousel.toml --input swipe.json --cards
        """

    struct Arguments {
        var spec: String
        var input: String?
        var options = Simulation.Options()
    }

    /// The longest run, in seconds (the last script event or `--duration`).
    /// Longest `--duration`; script times are bounded by the engine's `InputScript.maximumEventTime`.
    static let maxSeconds = InputScript.maximumEventTime

    static let parser = ArgumentParser(options: [
        .value("--input", placeholder: "SCRIPT.json"), .value("--duration", placeholder: "S"),
        .value("--fps", placeholder: "N"), .value("--carousel", placeholder: "ID"), .flag("--cards"),
    ])

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: Arguments
        do throws(CommandError) {
            parsed = try parse(arguments)
        } catch {
            return fail(error)
        }
        let specPath = parsed.spec
        let compilation: SpecCompilation
        var script: InputScript?
        do throws(CommandError) {
            compilation = try SpecServices.compile(path: specPath)
            if let path = parsed.input {
                if FileReader.kind(of: path) == .directory {
                    throw .io("'\(path)' is a directory, not an input script; give the path of a .json script")
                }
                let bytes = try FileReader.read(path)
                do throws(JSONInputError) {
                    script = try InputScript.parse(String(decoding: bytes, as: UTF8.self))
                } catch {
                    Terminal.error("carousel simulate: \(path): \(error.description)")
                    return 2
                }
            }
        } catch {
            return fail(error)
        }
        guard let spec = compilation.spec else {
            let report = DiagnosticReport(files: [
                FileDiagnostics(file: compilation.file, diagnostics: compilation.diagnostics)
            ])
            Terminal.error(DiagnosticFormat.human.render(report, options: RenderOptions(verb: "simulate")))
            return 1
        }
        let scene = spec.scene
        if let id = parsed.options.carouselID, !scene.carousels.contains(where: { $0.id == id }) {
            let ids = scene.carousels.map(\.id).joined(separator: ", ")
            Terminal.error("carousel simulate: no carousel with id '\(id)' in \(specPath) (ids: \(ids))")
            return 2
        }
        var buffer = ""
        Simulation.run(scene: scene, script: script, options: parsed.options) { line in
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
    static func parse(_ arguments: [String]) throws(CommandError) -> Arguments {
        let parsed = try parser.parse(arguments)
        try parsed.requireAtMost(1)
        guard let spec = parsed.positionals.first else { throw .usage("missing SPEC (the spec file to simulate)") }
        var result = Arguments(spec: spec, input: parsed.value("--input"))
        if let text = parsed.value("--duration") {
            guard let seconds = Double(text), seconds >= 0, seconds <= maxSeconds else {
                throw .usage("invalid value '\(text)' for --duration; expected a number of seconds from 0 to 86400")
            }
            result.options.duration = seconds
        }
        if let text = parsed.value("--fps") {
            guard let fps = Int(text), fps >= 1, fps <= 1000 else {
                throw .usage("invalid value '\(text)' for --fps; expected a whole number from 1 to 1000")
            }
            result.options.fps = fps
        }
        result.options.carouselID = parsed.value("--carousel")
        result.options.includeCards = parsed.has("--cards")
        return result
    }
}
