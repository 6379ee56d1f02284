import CarouselEngine
import CarouselSDL
import CarouselScene

/// `carousel render SPEC -o OUT.png [--at S] [--input SCRIPT.json] [--size WxH] [--frames N --every S]`.
enum RenderCommand: CLICommand {
    static let name = "render"
    static let summary = "Draw frames to PNG without a display"
    static let help = """
        usage: carousel render SPEC -o OUT.png [--at S] [--input SCRIPT.json] [--size WxH] [--scale K]
               carousel render SPEC --frames N --every S -o DIR [--at S] [--input SCRIPT.json]
               carousel render SPEC --scene [--at S] [--frames N --every S] [-o OUT.json]

        Plays SPEC headless (no window, no display needed) and draws the frame at time S with
        the same renderer as `carousel demo`, into a PNG file.

        options:
          -o, --output PATH     the PNG to write; with --frames, the folder for frame-0001.png ...
          --at S                seconds since start of the (first) frame; default 0, or 2 s after
                                the input script's last event
          --input SCRIPT.json   replay this input script first (same format as simulate --input)
          --size WxH            window size in points (default: the spec's [window] size)
          --scale K             pixels per point, 1 to 4 (default 1; 2 draws a HiDPI picture)
          --frames N            write N frames (1 to 10000) ...
          --every S             ... S seconds apart (default 0.0333)
          --scene               print the draw list (JSON, see docs/cli.md) instead of drawing;
                                to OUT.json with -o

        exit codes: 0 written, 1 the spec has errors, 2 bad arguments or unreadable/unwritable files

        examples:
          carousel render Configs/showcase.carousel.toml -o showcase.png
          carousel render my.carousel.toml --input drag.json --at 1.2 -o after-drag.png
          carousel render my.carousel.toml --frames 60 --every 0.05 -o frames/
        """

    static let parser = ArgumentParser(options: [
        .value("--output", "-o", placeholder: "PATH"), .value("--at", placeholder: "S"),
        .value("--input", placeholder: "SCRIPT"), .value("--size", placeholder: "WxH"),
        .value("--scale", placeholder: "K"), .value("--frames", placeholder: "N"),
        .value("--every", placeholder: "S"), .flag("--scene"),
    ])

    static func run(_ arguments: [String]) -> Int32 {
        let request: RenderRequest
        let specPath: String
        var wantsScene = false
        do throws(CommandError) {
            let parsed = try parser.parse(arguments)
            try parsed.requireAtMost(1)
            guard let path = parsed.positionals.first else { throw .usage("missing the SPEC file to render") }
            wantsScene = parsed.has("--scene")
            guard let output = parsed.value("--output") ?? (wantsScene ? "" : nil) else {
                throw .usage("missing -o OUT.png (where to write)")
            }
            specPath = path
            var script: InputScriptFile?
            if let scriptPath = parsed.value("--input") {
                do { script = try InputScriptFile.read(path: scriptPath) } catch { throw .io("\(error)") }
            }
            request = RenderRequest(
                output: output, time: try parsed.seconds("--at", range: 0...86_400), script: script,
                size: try parsed.windowSize(), frames: Int(try parsed.number("--frames", range: 1...10_000) ?? 1),
                every: try parsed.seconds("--every", range: 0.0001...3600) ?? 1.0 / 30,
                scale: try parsed.number("--scale", range: 1...4) ?? 1)
        } catch {
            return fail(error)
        }
        switch SpecLoader.load(path: specPath) {
        case .failure(let failure):
            if case .unreadable = failure {
                Terminal.error("carousel render: " + failure.description.trimmingTrailingNewlines())
                return 2
            }
            Terminal.error(failure.description.trimmingTrailingNewlines())
            return 1
        case .success(let loaded):
            do {
                if wantsScene {
                    return try writeScenes(request, spec: loaded.spec)
                }
                let written = try RenderJob.run(request, spec: loaded.spec)
                Terminal.error(
                    "carousel render: wrote \(written.count == 1 ? written[0] : "\(written.count) frames to \(request.output)")"
                )
                return 0
            } catch {
                Terminal.error("carousel render: \(error)")
                return 2
            }
        }
    }
}

extension ParsedArguments {
    /// `--size WxH` in points (each 64...16384), or nil.
    func windowSize() throws(CommandError) -> Size? {
        guard let text = value("--size") else { return nil }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (64...16384).contains(width), (64...16384).contains(height)
        else { throw .usage("invalid value '\(text)' for --size; expected WIDTHxHEIGHT in points, e.g. 1280x800") }
        return Size(width: Double(width), height: Double(height))
    }

    /// A number option in `range`, or nil when absent.
    func number(_ name: String, range: ClosedRange<Double>) throws(CommandError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), number.isFinite, range.contains(number) else {
            throw .usage(
                "invalid value '\(text)' for \(name); expected a number from \(range.lowerBound) to \(range.upperBound)"
            )
        }
        return number
    }

    /// A duration option in seconds (`1.5`, `1.5s` or `250ms`) in `range`, or nil when absent.
    func seconds(_ name: String, range: ClosedRange<Double>) throws(CommandError) -> Double? {
        guard let text = value(name) else { return nil }
        var number: Double?
        if text.hasSuffix("ms") {
            number = Double(text.dropLast(2)).map { $0 / 1000 }
        } else if text.hasSuffix("s") {
            number = Double(text.dropLast())
        } else {
            number = Double(text)
        }
        guard let seconds = number, seconds.isFinite, range.contains(seconds) else {
            throw .usage("invalid value '\(text)' for \(name); expected seconds such as 1.5, 1.5s or 250ms")
        }
        return seconds
    }
}

extension String {
    /// Without trailing newlines.
    func trimmingTrailingNewlines() -> String {
        var copy = self
        while copy.last == "\n" { copy.removeLast() }
        return copy
    }
}
