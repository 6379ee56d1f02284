extension CheckCommand {
    static let format = Option.format(help: [
        "human (default): rustc-style text with the source line,",
        "  an underline, labels, help and notes",
        "json: one JSON object with counts and every diagnostic",
        "github: GitHub Actions annotations (::error file=...::)",
        "sarif: SARIF 2.1.0 for code-scanning uploads",
        "junit: JUnit XML, one test case per file (CI test reports)",
        "gitlab: GitLab Code Quality JSON (codequality reports)",
    ])
    static let color = Option.color(help: [
        "auto, always or never; auto colours the human format",
        "when standard output is a terminal and the NO_COLOR",
        "environment variable is unset or empty",
    ])
    static let strict = Option.strict(help: ["warnings fail the run too (exit code 1);", "--deny-warnings is the same"])
    static let render = Option.flag(
        "--render",
        help: [
            "also play each spec without errors through the",
            "engine and the scene for a few seconds (rest,",
            "auto-scroll, a drag each way, the smallest and the",
            "largest window) with the window's fonts, and warn",
            "about what is drawn wrong (W0413-W0416); needs",
            "the Window trait",
        ])
    static let stdinFilename = Option.text(
        "--stdin-filename", placeholder: "PATH",
        help: [
            "with PATH `-` (the spec on standard input): the name",
            "shown in diagnostics; images and fonts are found",
            "from its folder and the project config from there",
            "(default: <stdin>, from the current folder)",
        ])
    static let watch = Option.flag(
        "--watch",
        help: [
            "check, then re-check each spec when it changes",
            "(inotify; only the changed files; a changed",
            ".carousel-lint.toml re-checks the specs it governs);",
            "Ctrl-C stops with exit code 0",
        ])
    static let jobs = Option.integer(
        "--jobs", "-j", placeholder: "N", range: 1...1024, default: "the number of processors",
        help: ["check at most N files at a time; --jobs 1 checks", "one file after another"])

    static let spec = CommandSpec(
        name: "check", summary: "Validate spec files", arguments: ["[PATH ...]"], maxPositionals: nil,
        about: """
            Validates spec files and prints every problem found, with its exact place.
            A folder is searched recursively for *.carousel.toml files (hidden folders are
            skipped); a file named on the command line is checked whatever its name. With no
            PATH, the Configs/ folder of the current directory is checked; the PATH `-`
            reads one spec from standard input. Files are checked in parallel; the output
            is always in path order.
            """,
        options: [
            format.spec, color.spec, strict.spec, render.spec, stdinFilename.spec, watch.spec, jobs.spec, fix.spec,
            unsafeFixes.spec, diff.spec,
        ],
        sections: """
            exit codes:
              0  no errors (warnings allowed unless --strict)
              1  at least one error (or a warning with --strict)
              2  bad usage, or a path that is missing or cannot be read

            examples:
              carousel check
              carousel check Configs/showcase.carousel.toml
              carousel check Configs/ --format json
              carousel check --strict --format github Configs/
              carousel check --render Configs/
              carousel check --fix --diff Configs/
              carousel check - --stdin-filename Configs/new.carousel.toml < spec.toml
              carousel check --format junit Configs/ > carousel-junit.xml
              carousel check --watch Configs/

            A .carousel-lint.toml in a spec's folder or above sets severities per code and
            per path; `# carousel: allow W0404` on the line above suppresses a warning
            (docs/ci.md).
            """)
}
