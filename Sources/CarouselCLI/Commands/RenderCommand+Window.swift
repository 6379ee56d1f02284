#if Window
    import CarouselEngine
    import CarouselScene
    import CarouselScript
    import CarouselSDL
    import CarouselSpec

    extension RenderCommand {
        /// Reads the options, loads the spec and writes the PNG frames.
        static func render(_ arguments: [String]) -> Int32 {
            var request: RenderRequest
            let specPath: String
            var wantsScene = false
            var animation: AnimationPlan?
            var motionOverride: ReducedMotionSetting?
            var comparison: ComparePlan?
            do throws(CommandError) {
                let parsed = try parse(arguments)
                guard let path = parsed.positionals.first else { throw .usage("missing the SPEC file to render") }
                wantsScene = parsed[Self.scene]
                motionOverride = try parsed.reducedMotion()
                var script: InputScript?
                if let scriptPath = parsed[Self.input] {
                    script = try ScriptFileReader.read(scriptPath)
                }
                animation = try animationPlan(parsed, script: script)
                comparison = try comparePlan(parsed)
                guard
                    let output = parsed[Self.output] ?? animation?.path ?? (wantsScene || comparison != nil ? "" : nil)
                else {
                    throw .usage("missing -o OUT.png (where to write)")
                }
                specPath = path
                var focus = FocusMark.hidden
                switch parsed[Self.focus] {
                case .value(let id): focus = .carousel(id)
                case .alone: focus = .focused
                case nil: break
                }
                request = RenderRequest(
                    output: output, time: parsed[Self.at], script: script, size: parsed[Self.size],
                    frames: parsed[Self.frames] ?? 1, every: parsed[Self.every] ?? 1.0 / 30,
                    scale: parsed[Self.scale] ?? 1, focus: focus)
            } catch {
                return fail(error)
            }
            switch SpecServices.loader.load(path: specPath) {
            case .failure(let failure):
                if case .unreadable = failure {
                    Terminal.error("carousel render: " + failure.description.trimmingTrailingNewlines())
                    return 2
                }
                Terminal.error(failure.description(verb: "render").trimmingTrailingNewlines())
                return 1
            case .success(var loaded):
                // The [[carousel.when]] rules of the window size asked for.
                if let size = request.size ?? request.script?.size { loaded.spec = loaded.spec(forWindow: size) }
                let decision = DesktopMotion.decide(loaded.spec.window.reducedMotion, override: motionOverride)
                loaded.spec = loaded.spec.deciding(decision)
                // A script's resize switches them as the window (and simulate) does.
                request.rules = loaded.responsive.map { RenderRules(responsive: $0, motion: decision) }
                let ids = loaded.spec.carousels.map(\.engine.id)
                if case .carousel(let id) = request.focus, !ids.contains(id) {
                    let known = ids.joined(separator: ", ")
                    Terminal.error("carousel render: --focus: no carousel with id '\(id)' (the spec has: \(known))")
                    return 2
                }
                if let animation { return animate(animation, request: request, spec: loaded.spec) }
                if let comparison { return renderAndCompare(comparison, request: request, spec: loaded.spec) }
                do {
                    if wantsScene { return try writeScenes(request, spec: loaded.spec) }
                } catch {
                    Terminal.error("carousel render: \(describe(error, output: request.output))")
                    return 2
                }
                do throws(CommandError) {
                    let outcome = try renderPNG(request, spec: loaded.spec)
                    for warning in outcome.warnings { Terminal.error("warning: \(warning)") }
                    let written = outcome.written
                    let what = written.count == 1 ? written[0] : "\(written.count) frames to \(request.output)"
                    Terminal.error("carousel render: wrote \(what)")
                    return 0
                } catch {
                    return fail(error)
                }
            }
        }
    }
#endif
