#if Window
    import CarouselSDL
    import CarouselSpec

    extension RenderCommand {
        /// `render --scene`: the scenes of the requested moments as JSON, on stdout or in `request.output`.
        static func writeScenes(_ request: RenderRequest, spec: ResolvedSpec) throws -> Int32 {
            let scenes = try SceneRecorder.scenes(request, spec: spec).map { (time: $0.time, scene: $0.scene) }
            let json = SceneJSON.document(scenes)
            guard !request.output.isEmpty else {
                Terminal.write(json)
                return 0
            }
            do throws(CommandError) {
                try FileWriter.write(json, to: request.output)
            } catch {
                return fail(error)
            }
            Terminal.error("carousel render: wrote the scene to \(request.output)")
            return 0
        }
    }
#endif
