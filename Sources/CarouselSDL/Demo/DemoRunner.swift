import CarouselSpec
import HostSystem

/// Entry point of `carousel demo`.
public enum DemoRunner {
    /// Opens the window and runs until it is closed, Esc, or `--exit-after`. The spec (or the
    /// built-in showcase) is read with `loader`, at start and on every reload; everything the
    /// demo has to say goes to `output`.
    public static func run(_ options: DemoOptions, loader: SpecLoader, output: DemoOutput) throws(DemoFailure) {
        let clock = DemoClock()  // times count from launch, before the spec is read
        let loaded: LoadedSpec
        switch load(options, with: loader) {
        case .failure(let failure): throw .spec(failure)
        case .success(let spec): loaded = spec
        }
        do {
            try SDLLibrary.loadLibraries()  // a missing library is not "no display"
        } catch {
            throw .window("\(error)")
        }
        do {
            if let missing = missingDisplay(HostProcess.environment()) {
                throw SDLError("open a display", reason: missing)
            }
            try SDLLibrary.startVideo()
        } catch {
            throw .noDisplay(reason: "\(error)")
        }
        defer { SDLLibrary.quitVideo() }
        let app: DemoApp
        do {
            app = try DemoApp(options: options, loaded: loaded, clock: clock, loader: loader, output: output)
        } catch {
            throw .window("\(error)")
        }
        try app.run()
    }

    /// The spec of `options` (or the showcase when it names none), read with `loader`.
    static func load(_ options: DemoOptions, with loader: SpecLoader) -> Result<LoadedSpec, SpecLoadFailure> {
        options.specPath.map(loader.load(path:)) ?? loader.loadShowcase()
    }

    /// Why no window can open in `environment`, or nil when SDL should try: neither `DISPLAY`
    /// nor `WAYLAND_DISPLAY` is set and no `SDL_VIDEODRIVER` is chosen. Asking SDL anyway only
    /// adds a Wayland library's own complaint about `XDG_RUNTIME_DIR` before the same answer.
    static func missingDisplay(_ environment: [String: String]) -> String? {
        func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
        guard !isSet("DISPLAY"), !isSet("WAYLAND_DISPLAY"), !isSet("SDL_VIDEODRIVER") else { return nil }
        return "neither DISPLAY nor WAYLAND_DISPLAY is set"
    }
}
