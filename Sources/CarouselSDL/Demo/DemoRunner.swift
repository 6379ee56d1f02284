import CarouselSpec
import Foundation

/// Entry point of `carousel demo`.
public enum DemoRunner {
    /// Opens the window and runs until it is closed, Esc, or `--exit-after`; returns the exit code
    /// (0 ok, 1 the spec has errors, 2 no display or another I/O problem).
    public static func run(_ options: DemoOptions) -> Int32 {
        let clock = DemoClock()  // times count from launch, before the spec is read
        let loaded: LoadedSpec
        switch options.specPath.map(SpecLoader.load(path:)) ?? SpecLoader.loadShowcase() {
        case .failure(let failure):
            if case .unreadable = failure {
                printError("carousel demo: " + failure.description)
                return 2
            }
            printError(failure.description)
            return 1
        case .success(let spec):
            loaded = spec
        }
        do {
            if let missing = missingDisplay(ProcessInfo.processInfo.environment) {
                throw SDLError("open a display", reason: missing)
            }
            try SDLLibrary.startVideo()
        } catch {
            printError(
                """
                carousel demo: no display available (\(error)).
                Run it under a virtual X display:  xvfb-run -a carousel demo \(options.specPath ?? "")
                or draw frames without a display:  carousel render \(options.specPath ?? "SPEC") -o out.png

                """)
            return 2
        }
        defer { SDLLibrary.quitVideo() }
        do {
            let app = try DemoApp(options: options, loaded: loaded, clock: clock)
            return app.run()
        } catch {
            printError("carousel demo: \(error)\n")
            return 2
        }
    }

    /// Why no window can open in `environment`, or nil when SDL should try: neither `DISPLAY`
    /// nor `WAYLAND_DISPLAY` is set and no `SDL_VIDEODRIVER` is chosen. Asking SDL anyway only
    /// adds a Wayland library's own complaint about `XDG_RUNTIME_DIR` before the same answer.
    static func missingDisplay(_ environment: [String: String]) -> String? {
        func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
        guard !isSet("DISPLAY"), !isSet("WAYLAND_DISPLAY"), !isSet("SDL_VIDEODRIVER") else { return nil }
        return "neither DISPLAY nor WAYLAND_DISPLAY is set"
    }

    /// Writes to stderr.
    static func printError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
