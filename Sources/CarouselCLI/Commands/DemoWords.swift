#if Window
    import CarouselSDL

    /// The words and streams of `carousel demo`: JSON event lines on standard output, notices and
    /// failures on standard error, and the exit code of each failure.
    enum DemoWords {
        /// Event lines to stdout (one write per line, so a reader sees each as it happens), notices to stderr.
        static let output = DemoOutput(
            eventLine: { line in Terminal.write(line + "\n") },
            notice: { notice in Terminal.notice(text(of: notice)) })

        /// The text of a notice, ending with a newline.
        static func text(of notice: DemoNotice) -> String {
            switch notice {
            case .rendererFallback(let reason): return "carousel demo: warning: \(reason)\n"
            case .imageProblem(let problem): return "warning: \(problem)\n"
            case .reloadApplied: return "reload: applied\n"
            case .reloadFailed(let failure):
                let count = failure.errorCount
                return "reload: failed (\(count) error\(count == 1 ? "" : "s"))\n" + failure.description
            case .screenshotSaved(let path): return "screenshot: \(path)\n"
            case .screenshotFailed(let reason): return "screenshot: \(reason)\n"
            case .statistics(let summary, let firstFrame, let renderer):
                let launch = firstFrame.map { "; first frame \(tenths($0 * 1000)) ms after launch" } ?? ""
                return summary + launch + "; renderer " + renderer + "\n"
            case .recorded(let events, let path): return "record: wrote \(events) events to \(path)\n"
            case .recordFailed(let path, let reason): return "record: could not write \(path): \(reason)\n"
            }
        }

        /// Prints why the demo stopped; returns the exit code (1 the spec has errors, 2 otherwise).
        static func report(_ failure: DemoFailure, specPath: String?) -> Int32 {
            switch failure {
            case .spec(let problem):
                if case .unreadable = problem {
                    Terminal.notice("carousel demo: " + problem.description)
                    return 2
                }
                Terminal.notice(problem.description(verb: "run"))
                return 1
            case .noDisplay(let reason):
                Terminal.notice(
                    """
                    carousel demo: no display available (\(reason)).
                    Run it under a virtual X display:  xvfb-run -a carousel demo \(specPath ?? "")
                    or draw frames without a display:  carousel render \(specPath ?? "SPEC") -o out.png

                    """)
                return 2
            case .window(let reason):
                Terminal.error("carousel demo: \(reason)")
                return 2
            }
        }

        /// `value` with one decimal (`12.3`), for non-negative values.
        static func tenths(_ value: Double) -> String {
            let scaled = Int((max(0, value) * 10).rounded())
            return "\(scaled / 10).\(scaled % 10)"
        }
    }
#endif
