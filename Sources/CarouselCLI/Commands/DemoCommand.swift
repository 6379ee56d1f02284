#if canImport(Glibc)
    import Glibc
#endif
import CarouselSDL

/// `carousel demo [SPEC] [--events] [--replay SCRIPT] [--record FILE] [--exit-after S] [--size WxH] [--stats]
/// [--hud] [--renderer auto|gpu|software]`.
enum DemoCommand: CLICommand {
    static let name = "demo"
    static let summary = "Open the carousels in a window"
    static let help = """
        usage: carousel demo [SPEC] [--events] [--replay SCRIPT.json] [--record FILE] [--exit-after S]
                             [--size WxH] [--stats] [--hud] [--renderer auto|gpu|software]

        Opens an SDL2 window playing SPEC (no SPEC: the built-in showcase with every kind).
        Drag, flick, click, scroll and use the keys; the spec file is watched and a saved
        change is applied at once (an invalid change shows its errors in the window and the
        last good version keeps running).

        options:
          --events              print select, phase and reload events as JSON lines on stdout
          --replay SCRIPT.json  replay an input script (the format of simulate --input)
          --record FILE         write everything you do as an input script on exit
          --exit-after S        quit after S seconds
          --size WxH            window size in points (default: the spec's [window] size)
          --stats               print fps, frame CPU time p50/p99 and the renderer on stderr on exit
          --hud                 start with the HUD shown (H toggles it)
          --renderer WHICH      how the window is drawn: auto (default) uses SDL's GPU renderer
                                unless its OpenGL runs on the CPU (llvmpipe, e.g. under Xvfb),
                                then SDL's software renderer, which needs about half the CPU;
                                gpu forces SDL's GPU renderer (vsync); software forces SDL's
                                software renderer (paced to 60 Hz)

        keys: arrows page, Home/End first/last, PageUp/PageDown, Tab next carousel, Space
        auto-scroll on/off, A axis, I infinite, K kind (focused carousel), H HUD, R reload,
        S screenshot, Esc quit

        exit codes: 0 closed normally, 1 the spec has errors, 2 bad arguments or no display
        (use xvfb-run, or carousel render to draw PNGs without a display)
        """

    static let parser = ArgumentParser(options: [
        .flag("--events"), .value("--replay", placeholder: "SCRIPT"), .value("--record", placeholder: "FILE"),
        .value("--exit-after", placeholder: "S"), .value("--size", placeholder: "WxH"), .flag("--stats"),
        .flag("--hud"), .value("--renderer", placeholder: "WHICH"),
    ])

    static func run(_ arguments: [String]) -> Int32 {
        var options = DemoOptions()
        do throws(CommandError) {
            let parsed = try parser.parse(arguments)
            try parsed.requireAtMost(1)
            options.specPath = parsed.positionals.first
            options.events = parsed.has("--events")
            options.stats = parsed.has("--stats")
            options.hud = parsed.has("--hud")
            options.renderer = try renderer(parsed.value("--renderer"))
            options.recordPath = parsed.value("--record")
            if let record = options.recordPath { try checkWritable(record) }
            options.exitAfter = try parsed.seconds("--exit-after", range: 0...86_400)
            options.size = try parsed.windowSize()
            if let path = parsed.value("--replay") {
                do { options.replay = try InputScriptFile.read(path: path) } catch { throw .io("\(error)") }
            }
        } catch {
            return fail(error)
        }
        do throws(DemoFailure) {
            try DemoRunner.run(options, loader: SpecServices.loader, output: DemoWords.output)
            return 0
        } catch {
            return DemoWords.report(error, specPath: options.specPath)
        }
    }

    /// `--renderer auto|gpu|software` (default auto).
    static func renderer(_ text: String?) throws(CommandError) -> RendererChoice {
        guard let text else { return .auto }
        guard let choice = RendererChoice(rawValue: text) else {
            throw .usage("invalid value '\(text)' for --renderer; expected auto, gpu or software")
        }
        return choice
    }

    /// Fails before the window opens when `--record FILE` could not be written at the end.
    static func checkWritable(_ path: String) throws(CommandError) {
        let folder = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : "."
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw .usage("--record '\(path)' is a directory; give a file name, e.g. --record session.json")
        }
        guard access(folder.isEmpty ? "/" : folder, W_OK) == 0 else {
            throw .io("cannot write the recording to '\(path)': \(FileReader.reason(errno))")
        }
    }
}
