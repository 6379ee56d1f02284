#if Window
    import AnimatedImage
    import CarouselScript
    import CarouselSDL
    import CarouselSpec

    /// What `render --animate` writes: the file, its format and its timing.
    struct AnimationPlan {
        /// The GIF or WebP to write.
        var path: String
        /// Chosen by the file name's extension.
        var format: AnimationFormat
        /// Frames and frames per second.
        var timing: AnimationTiming
        /// Seconds of the spec's time at the first frame.
        var start: Double
    }

    extension RenderCommand {
        /// The default length of an animation without a script, in seconds.
        static let defaultAnimationSeconds = 4.0
        /// The default rate: 20 frames per second gives every GIF frame exactly 5 centiseconds.
        static let defaultFramesPerSecond = 20

        /// The plan of `--animate` with `--duration`, `--fps` and `--at`, or nil without `--animate`;
        /// options that only make sense for PNGs (or only for animations) are usage errors.
        static func animationPlan(_ parsed: ParsedArguments, script: InputScript?) throws(CommandError)
            -> AnimationPlan?
        {
            guard let path = parsed[Self.animate] else {
                if let option = parsed.firstGiven([duration.spec, fps.spec]) {
                    throw .usage("\(option.canonical) needs --animate OUT.gif (or .webp)")
                }
                return nil
            }
            guard let format = AnimationFormat(path: path) else {
                throw .usage("--animate: '\(path)' does not end in .gif or .webp (the name picks the format)")
            }
            if let option = parsed.firstGiven([output.spec, frames.spec, every.spec]) {
                throw .usage("--animate writes \(path) itself; leave out \(option.canonical)")
            }
            if parsed[Self.scene] { throw .usage("--animate and --scene do not go together") }
            let start = parsed[Self.at] ?? 0
            let scripted = script?.steps.last.map { $0.time + 2 - start } ?? 0
            let duration = parsed[Self.duration] ?? max(defaultAnimationSeconds, scripted)
            let fps = parsed[Self.fps] ?? defaultFramesPerSecond
            return AnimationPlan(
                path: path, format: format, timing: AnimationTiming(duration: duration, framesPerSecond: fps),
                start: start)
        }

        /// Plays the spec, encodes every frame and writes the file; returns the exit code.
        static func animate(_ plan: AnimationPlan, request: RenderRequest, spec: ResolvedSpec) -> Int32 {
            var request = request
            request.time = plan.start
            request.frames = plan.timing.frameCount
            request.every = 1 / Double(plan.timing.framesPerSecond)
            var encoder: (any AnimationEncoder)?
            var pixels = (width: 0, height: 0)
            let bytes: [UInt8]
            let outcome: RenderOutcome
            do {
                outcome = try AnimationJob.run(request, spec: spec) { _, width, height, argb in
                    if encoder == nil {
                        encoder = try plan.format.encoder(width: width, height: height, timing: plan.timing)
                        pixels = (width, height)
                    }
                    guard let frame = AnimationFrame(width: width, height: height, pixels: argb) else { return }
                    try encoder?.add(frame)
                }
                bytes = try encoder?.finish() ?? []
            } catch {
                let message = (error as? AnimationError)?.description ?? describe(error, output: plan.path)
                Terminal.error("carousel render: \(message)")
                return 2
            }
            do throws(CommandError) {
                try FileWriter.write(bytes, to: plan.path)
            } catch {
                return fail(error)
            }
            for warning in outcome.warnings { Terminal.error("warning: \(warning)") }
            Terminal.error(
                "carousel render: wrote \(plan.path) (\(writtenWords(plan, encoder: encoder, pixels: pixels)))")
            return 0
        }

        /// What the file holds: `80 frames, 640x400 pixels, 20 fps, 4 s, looping`; a file of one
        /// frame (one asked for, or libwebp merged them all) is `a still image, 640x400 pixels`;
        /// frames libwebp merged are counted (`...; 12 stored, equal frames merged`).
        static func writtenWords(
            _ plan: AnimationPlan, encoder: (any AnimationEncoder)?, pixels: (width: Int, height: Int)
        ) -> String {
            let size = "\(pixels.width)x\(pixels.height) pixels"
            let stored = encoder?.storedFrames ?? plan.timing.frameCount
            guard stored > 1 else { return "a still image, \(size)" }
            let frames = plan.timing.frameCount
            let seconds = Double(frames) / Double(plan.timing.framesPerSecond)
            let merged = stored < frames ? "; \(stored) stored, equal frames merged" : ""
            return
                "\(frames) frames, \(size), \(plan.timing.framesPerSecond) fps, \(SecondsText.of(seconds)) s, looping"
                + merged
        }
    }
#endif
