import CarouselScript
import CarouselSpec
import SourceDiagnostics

/// The `simulate` fuzz target's whole body (Fuzz/simulate/FuzzTarget.swift calls it; the regression suite too).
///
/// Compiles raw bytes as a spec, as the `spec` target does, and when the spec is valid replays a
/// fixed input script on it (a drag, a flick, a tap, wheel ticks, End and Home, a resize) with card
/// placements for ``seconds`` of simulated time: spec values that pass `check` must not trap the engine.
enum SimulateFuzzEntry {
    /// Simulated time per input, in seconds.
    static let seconds = 4.0

    /// The fixed script, in the window's middle so every carousel of a small spec is hit.
    static let script: InputScript? = try? InputScript.read(
        """
        {"events": [
          {"t": 0.05, "type": "hover", "x": 320, "y": 200},
          {"t": 0.1, "type": "down", "x": 320, "y": 200},
          {"t": 0.2, "type": "move", "x": 200, "y": 180},
          {"t": 0.25, "type": "up", "x": 20, "y": 160},
          {"t": 0.6, "type": "down", "x": 400, "y": 300},
          {"t": 0.62, "type": "up", "x": 400, "y": 300},
          {"t": 0.8, "type": "wheel", "x": 320, "y": 200, "dx": 30, "dy": -120},
          {"t": 0.9, "type": "wheel", "x": 320, "y": 200, "dx": -5, "dy": 400},
          {"t": 1.2, "type": "key", "key": "end"},
          {"t": 1.6, "type": "key", "key": "home"},
          {"t": 1.8, "type": "key", "key": "right"},
          {"t": 2.0, "type": "resize", "width": 333, "height": 1},
          {"t": 2.2, "type": "key", "key": "pagedown"},
          {"t": 2.5, "type": "leave"}
        ]}
        """)

    /// Runs the target on one input.
    static func run(_ bytes: [UInt8]) {
        let file = SourceFile(path: SpecFuzzPaths.spec, bytes: bytes)
        let compilation = SpecCompiler.compile(
            file, baseDirectory: SpecFuzzPaths.folder, fileSystem: SpecFuzzPaths.fileSystem,
            workingDirectory: SpecFuzzPaths.folder)
        guard let spec = compilation.spec, let script else { return }
        let options = Simulation.Options(duration: seconds, fps: 30, includeCards: true)
        Simulation.run(scene: spec.scene, script: script, options: options) { _ in }
    }
}

/// Where the `simulate` target's spec lives, and the images the shipped specs name (so they compile).
enum SpecFuzzPaths {
    static let folder = "/fuzz/Configs"
    static let spec = "/fuzz/Configs/fuzz.carousel.toml"

    /// `../Assets/images/NAME` for every image a spec in Configs/ or Tests/ names, with the right magic.
    static let fileSystem: InMemoryFileSystem = {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]
        var files: [String: [UInt8]] = [:]
        for name in ["checker.png", "forest.png", "sunrise.png"] { files["/fuzz/Assets/images/" + name] = png }
        for name in ["dusk.jpg", "ocean.jpg"] { files["/fuzz/Assets/images/" + name] = [0xFF, 0xD8, 0xFF, 0xE0] }
        files["/fuzz/Assets/images/stripes.bmp"] = [0x42, 0x4D, 0, 0]
        return InMemoryFileSystem(files: files)
    }()
}
