/// `carousel render SPEC -o OUT.png [--at S] [--input SCRIPT.json] [--size WxH] [--frames N --every S]`,
/// or `--animate OUT.gif|OUT.webp [--duration S] [--fps N]` for an animated preview.
/// Needs the `Window` trait (see RenderCommand+Window.swift).
enum RenderCommand: CLICommand {
    static let output = Option.text(
        "--output", "-o", placeholder: "PATH",
        help: [
            "the PNG to write; with --frames, the folder for", "frame-0001.png ...; with --scene, the JSON",
            "file (default: standard output)",
        ])
    static let at = Option.number(
        "--at", placeholder: "S", kind: .duration(0...86_400), default: "0, or 2 s after the input script's last event",
        help: ["time of the (first) frame since the start"])
    static let input = Option.text(
        "--input", "--script", placeholder: "SCRIPT.json",
        help: ["replay this input script first (same format as", "simulate --input; - reads standard input)"])
    static let size = Option.windowSize(maximum: Option.drawableSize)
    static let scale = Option.number(
        "--scale", placeholder: "K", kind: .number(1...4), default: "1",
        help: ["pixels per point (2 draws a HiDPI picture)"])
    static let frames = Option.integer(
        "--frames", placeholder: "N", range: 1...10_000, default: "1", help: ["write N frames ..."])
    static let every = Option.number(
        "--every", placeholder: "S", kind: .duration(0.0001...3600), default: "1/30 s", help: ["... S seconds apart"])
    static let focus = Option.optionalValue(
        "--focus", placeholder: "ID",
        help: [
            "mark the keyboard focus (title chip or ring) on the", "first carousel, or on carousel ID",
            "(default: no focus mark)",
        ])
    static let animate = Option.text(
        "--animate", placeholder: "OUT.gif",
        help: [
            "write an animated, looping GIF (or .webp) of the", "spec playing (and the input script replaying)",
            "instead of PNGs; size: --size and --scale",
        ])
    static let duration = Option.number(
        "--duration", placeholder: "S", kind: .duration(0.05...600),
        default: "4 s, or 2 s past the script's last event if later", help: ["length of the --animate animation"])
    static let fps = Option.integer(
        "--fps", placeholder: "N", range: 1...50, default: "20", help: ["frames per second of the --animate animation"])
    static let scene = Option.flag(
        "--scene", help: ["print the draw list of those moments as JSON (see", "docs/cli.md) instead of drawing PNGs"])

    static let spec = CommandSpec(
        name: "render", summary: WindowTrait.summary("Draw frames to PNG without a display"), arguments: ["SPEC"],
        maxPositionals: 1,
        otherUsages: [
            "SPEC --frames N --every S -o DIR [--at S] [--input SCRIPT.json]",
            "SPEC --animate OUT.gif|OUT.webp [--duration S] [--fps N] [--input SCRIPT.json]",
            "SPEC --scene [--at S] [--input SCRIPT.json] [--frames N --every S] [-o OUT.json]",
            "SPEC --compare APPROVED.png [--at S] [--tolerance N] [--max-changed N] [--update]",
        ],
        about: """
            Plays SPEC headless (no window, no display needed) and draws the frame at time S with
            the same renderer as `carousel demo`, into a PNG file. Times are seconds (1.2) or
            durations as in a spec file (250ms, 1.5 s, 2min). With --animate, writes an animated
            GIF or WebP instead (encoded with giflib or libwebp; see docs/cli.md for sizes and timing).
            """,
        options: [
            output.spec, at.spec, input.spec, size.spec, scale.spec, frames.spec, every.spec, focus.spec, animate.spec,
            duration.spec, fps.spec, scene.spec, compare.spec, tolerance.spec, maxChanged.spec, update.spec,
            Option.reducedMotion.spec,
        ],
        sections: """
            exit codes:
              0  written
              1  the spec has errors
              2  bad arguments or unreadable/unwritable files, or a build without the Window trait
              3  with --compare: the picture differs from the approved one (more than
                 --max-changed pixels, or another size); the diff image is written

            examples:
              carousel render Configs/showcase.carousel.toml -o showcase.png
              carousel render my.carousel.toml --input drag.json --at 1.2 -o after-drag.png
              carousel render my.carousel.toml --at "1.5 s" -o later.png
              carousel render my.carousel.toml --frames 60 --every 50ms -o frames/
              carousel render my.carousel.toml --focus=news -o news-focused.png
              carousel render my.carousel.toml --scene --at 1.5s > scene.json
              carousel render my.carousel.toml --animate preview.gif --size 640x400
              carousel render my.carousel.toml --input drag.json --animate drag.webp --fps 25
              carousel render my.carousel.toml --at 1s --compare approved/home.png
            """)

    static func run(_ arguments: [String]) -> Int32 {
        #if Window
            return render(arguments)
        #else
            return WindowTrait.unavailable(name)
        #endif
    }
}
