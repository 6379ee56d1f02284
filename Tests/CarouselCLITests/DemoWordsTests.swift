#if Window
    import CarouselSDL
    import CarouselSpec
    import Testing
    @testable import CarouselCLI

    /// The demo reports typed notices; the CLI alone words them (the texts the demo printed itself before).
    @Suite struct DemoWordsTests {
        @Test func noticesKeepTheirWords() {
            let unreadable = SpecLoadFailure.unreadable(path: "x.toml", problem: .missing)
            let cases: [(DemoNotice, String)] = [
                (.rendererFallback("no GPU"), "carousel demo: warning: no GPU\n"),
                (.imageProblem("a.png: bad"), "warning: a.png: bad\n"),
                (.reloadApplied, "reload: applied\n"),
                (
                    .reloadFailed(unreadable),
                    "reload: failed (1 error)\ncannot read 'x.toml': no such file or directory\n"
                ),
                (.screenshotSaved(path: "s.png"), "screenshot: s.png\n"),
                (.screenshotFailed(reason: "disk full"), "screenshot: disk full\n"),
                (
                    .statistics(summary: "stats: 60 fps", firstFrame: 0.1863, renderer: "software"),
                    "stats: 60 fps; first frame 186.3 ms after launch; renderer software\n"
                ),
                (.statistics(summary: "stats", firstFrame: nil, renderer: "gpu"), "stats; renderer gpu\n"),
                (.recorded(events: 3, path: "r.json"), "record: wrote 3 events to r.json\n"),
                (.recordFailed(path: "r.json", reason: "no room"), "record: could not write r.json: no room\n"),
            ]
            for (notice, text) in cases {
                #expect(DemoWords.text(of: notice) == text)
            }
        }

        @Test func tenthsRoundToOneDecimal() {
            #expect(DemoWords.tenths(186.26) == "186.3")
            #expect(DemoWords.tenths(0.04) == "0.0")
            #expect(DemoWords.tenths(12) == "12.0")
        }
    }
#endif
