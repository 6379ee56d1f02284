#if canImport(Glibc)
    import Glibc
#endif
import CarouselSpec

/// `render SPEC --compare APPROVED.png`: the visual regression check (docs/ci.md).
extension RenderCommand {
    static let compare = Option.text(
        "--compare", placeholder: "APPROVED.png",
        help: [
            "compare the frame with this approved picture:", "exit 0 when it matches, 3 when it differs (a diff",
            "image APPROVED.diff.png marks changed pixels red)",
        ])
    static let tolerance = Option.integer(
        "--tolerance", placeholder: "N", range: 0...255, default: "3",
        help: ["with --compare: a pixel changed when a colour", "level differs by more than N"])
    static let maxChanged = Option.integer(
        "--max-changed", placeholder: "N", range: 0...Int(Int32.max), default: "0",
        help: ["with --compare: at most N changed pixels still match"])
    static let update = Option.flag(
        "--update", help: ["with --compare: write the frame as the approved", "picture instead of comparing"])

    /// Exit code of a picture that differs from the approved one (1 is a spec with errors, 2 usage).
    static let differsExitCode: Int32 = 3
    /// The default `--tolerance`: renders of one spec differ by up to 3 levels between builds.
    static let defaultTolerance = 3

    /// What `--compare` asks for.
    struct ComparePlan {
        var approved: String
        var tolerance: Int
        var maxChanged: Int
        var update: Bool

        /// Where the diff image goes: beside the approved picture, `NAME.diff.png`.
        var diffImage: String {
            (approved.hasSuffix(".png") ? String(approved.dropLast(4)) : approved) + ".diff.png"
        }
    }

    /// The `--compare` options, nil without `--compare`; its companions alone, or `--compare`
    /// with more than one frame, are usage errors.
    static func comparePlan(_ parsed: ParsedArguments) throws(CommandError) -> ComparePlan? {
        guard let approved = parsed[Self.compare] else {
            if let option = parsed.firstGiven([tolerance.spec, maxChanged.spec, update.spec]) {
                throw .usage("\(option.canonical) goes with --compare APPROVED.png")
            }
            return nil
        }
        if (parsed[Self.frames] ?? 1) > 1 || parsed[Self.animate] != nil || parsed[Self.scene] {
            throw .usage("--compare checks one picture: it does not go with --frames, --animate or --scene")
        }
        return ComparePlan(
            approved: approved, tolerance: parsed[Self.tolerance] ?? defaultTolerance,
            maxChanged: parsed[Self.maxChanged] ?? 0, update: parsed[Self.update])
    }

    /// The size a PNG file's header states, or an I/O error naming what is wrong with it.
    static func pngSize(_ path: String, role: String) throws(CommandError) -> (width: Int, height: Int) {
        let head: [UInt8]
        do throws(FileReadError) {
            head = try FileReader.prefix(path, count: PNGHeader.length)
        } catch {
            let message = error.message(path: path, noun: role, example: "a PNG file")
            throw .io(error == .missing ? message + " (--update writes the \(role))" : message)
        }
        guard let size = PNGHeader.size(head) else { throw .io("the \(role) '\(path)' is not a PNG file") }
        return size
    }
}

#if Window
    import CarouselSDL

    extension RenderCommand {
        /// Renders the frame into a scratch file, then writes it as the approved picture
        /// (`--update`) or compares it with the approved one; returns the exit code.
        static func renderAndCompare(_ plan: ComparePlan, request: RenderRequest, spec: ResolvedSpec) -> Int32 {
            var template = Array(
                ((getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/carousel-XXXXXX").utf8CString)
            guard let folder = mkdtemp(&template).map({ String(cString: $0) }) else {
                return fail(.io("no scratch folder for the render (\(FileReader.reason(errno, writing: true)))"))
            }
            let scratch = folder + "/frame.png"
            defer {
                unlink(scratch)
                rmdir(folder)
            }
            do throws(CommandError) {
                var scratchRequest = request
                scratchRequest.output = scratch
                let outcome: RenderOutcome
                do {
                    outcome = try RenderJob.run(scratchRequest, spec: spec)
                } catch {
                    throw .io(describe(error, output: scratch))
                }
                for warning in outcome.warnings { Terminal.error("warning: \(warning)") }
                if !request.output.isEmpty || plan.update {
                    let bytes = try FileReader.read(scratch)
                    if !request.output.isEmpty { try FileWriter.write(bytes, to: request.output) }
                    if plan.update {
                        try FileWriter.write(bytes, to: plan.approved)
                        Terminal.error("carousel render: wrote the approved picture \(plan.approved)")
                        return 0
                    }
                }
                return try compare(scratch, plan: plan)
            } catch {
                return fail(error)
            }
        }

        /// Compares the rendered PNG at `rendered` with the approved picture; prints the verdict.
        private static func compare(_ rendered: String, plan: ComparePlan) throws(CommandError) -> Int32 {
            let approvedSize = try pngSize(plan.approved, role: "approved picture")
            let renderedSize = try pngSize(rendered, role: "rendered picture")
            guard approvedSize == renderedSize else {
                Terminal.error(
                    "carousel render: the approved picture \(plan.approved) is \(approvedSize.width)x\(approvedSize.height) "
                        + "pixels, the render is \(renderedSize.width)x\(renderedSize.height): the sizes differ "
                        + "(--size and --scale set the render's; --update writes the new picture)")
                return differsExitCode
            }
            let result: PictureComparison
            do {
                result = try PictureComparison.compare(
                    rendered: rendered, approved: plan.approved, tolerance: plan.tolerance,
                    maxChanged: plan.maxChanged, diffImage: plan.diffImage)
            } catch {
                throw .io("cannot compare with \(plan.approved): \(describe(error, output: plan.diffImage))")
            }
            let changed = result.changedPixels == 1 ? "1 pixel differs" : "\(result.changedPixels) pixels differ"
            let measure = "by more than \(plan.tolerance) levels (largest difference \(result.largestDifference))"
            guard result.changedPixels > plan.maxChanged else {
                Terminal.error(
                    "carousel render: matches \(plan.approved): \(changed) \(measure), \(plan.maxChanged) allowed")
                return 0
            }
            Terminal.error(
                "carousel render: differs from \(plan.approved): \(changed) \(measure), \(plan.maxChanged) allowed; "
                    + "diff image: \(plan.diffImage) (changed pixels in red)")
            return differsExitCode
        }
    }
#endif
