extension CheckCommand {
    static let spec = CommandSpec(
        name: "check", summary: "Validate spec files", arguments: ["[PATH ...]"], maxPositionals: nil,
        about: """
            Validates spec files and prints every problem found, with its exact place.
            A folder is searched recursively for *.carousel.toml files (hidden folders are
            skipped); a file named on the command line is checked whatever its name. With no
            PATH, the Configs/ folder of the current directory is checked. Files are checked
            in parallel; the output is always in path order.
            """,
        options: [
            .format(help: [
                "human (default): rustc-style text with the source line,",
                "  an underline, labels, help and notes",
                "json: one JSON object with counts and every diagnostic",
                "github: GitHub Actions annotations (::error file=...::)",
                "sarif: SARIF 2.1.0 for code-scanning uploads",
            ]),
            .color(help: [
                "auto, always or never; auto colours the human format",
                "when standard output is a terminal and the NO_COLOR",
                "environment variable is unset or empty",
            ]),
            .strict(help: ["warnings fail the run too (exit code 1);", "--deny-warnings is the same"]),
            .flag(
                "--render",
                help: [
                    "also play each spec without errors through the",
                    "engine and the scene for a few seconds (rest,",
                    "auto-scroll, a drag each way, the smallest and the",
                    "largest window) with the window's fonts, and warn",
                    "about what is drawn wrong (W0413-W0416); needs",
                    "the Window trait",
                ]),
            .value(
                "--jobs", "-j", placeholder: "N", kind: .integer(1...1024), default: "the number of processors",
                help: ["check at most N files at a time; --jobs 1 checks", "one file after another"]),
        ] + fixOptions,
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
            """)
}
