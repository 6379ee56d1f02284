#if Window
    #if canImport(Glibc)
        import Glibc
    #endif
    import CarouselSDL
    import CarouselSpec

    extension RenderCommand {
        /// Renders one PNG (or a folder of frames) where `-o` says, under ``OutputTarget``'s rules:
        /// a regular file is written, a character device gets the bytes in place (its write errors,
        /// such as `/dev/full`'s "no space", are reported), anything else is refused before drawing.
        static func renderPNG(_ request: RenderRequest, spec: ResolvedSpec) throws(CommandError) -> RenderOutcome {
            guard request.frames <= 1 else {
                try makeFolder(request.output)
                return try run(request, spec: spec)
            }
            switch try OutputTarget.resolve(request.output) {
            case .regular(let file):
                var direct = request
                direct.output = file
                var outcome = try run(direct, spec: spec)
                outcome.written = [request.output]
                return outcome
            case .device:
                return try renderThroughScratch(request, spec: spec)
            }
        }

        /// Draws into a private scratch file, then writes its bytes to the device `request.output`.
        private static func renderThroughScratch(_ request: RenderRequest, spec: ResolvedSpec)
            throws(CommandError) -> RenderOutcome
        {
            var template = Array(
                ((getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/carousel-XXXXXX").utf8CString)
            guard let folder = mkdtemp(&template).map({ String(cString: $0) }) else {
                throw .io(
                    "cannot write '\(request.output)': no scratch folder (\(FileReader.reason(errno, writing: true)))")
            }
            let scratch = folder + "/frame.png"
            defer {
                unlink(scratch)
                rmdir(folder)
            }
            var indirect = request
            indirect.output = scratch
            var outcome = try run(indirect, spec: spec)
            let bytes: [UInt8]
            do throws(FileReadError) {
                bytes = try FileReader.bytes(scratch)
            } catch {
                throw .io(error.message(path: scratch, noun: "PNG", example: "a PNG file"))
            }
            try FileWriter.write(bytes, to: request.output)
            outcome.written = [request.output]
            return outcome
        }

        /// ``RenderJob/run(_:spec:)`` with its failures as I/O errors (exit code 2).
        private static func run(_ request: RenderRequest, spec: ResolvedSpec) throws(CommandError) -> RenderOutcome {
            do {
                return try RenderJob.run(request, spec: spec)
            } catch {
                throw .io(describe(error, output: request.output))
            }
        }

        /// One line for a failed render: SDL's own words, or what could not be written.
        static func describe(_ error: any Error, output: String) -> String {
            if let sdl = error as? SDLError { return sdl.description }
            return "could not write '\(output)'"
        }

        /// Makes the folder `path` for `--frames` (and its parents); a file in the way is an error.
        static func makeFolder(_ path: String) throws(CommandError) {
            switch FileReader.kind(of: path) {
            case .directory: return
            case .regular, .other:
                throw .io("cannot write the frames to '\(path)': it is not a folder; with --frames, -o names a folder")
            case .missing:
                let parent = PathName.folder(of: path)
                if parent != path, FileReader.kind(of: parent) != .directory { try makeFolder(parent) }
                guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
                    throw .io("cannot make the folder '\(path)': \(FileReader.reason(errno, writing: true))")
                }
            }
        }
    }
#endif
