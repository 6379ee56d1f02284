extension TestCommand {
    static let format = Option.format(help: [
        "human (default): a line per test, then each failure",
        "  rustc-style with the test file's line",
        "json, github, sarif, gitlab: as `check`",
        "junit: JUnit XML, a test suite per file, a test case",
        "  per [[test]]",
    ])
    static let color = Option.color(help: ["auto, always or never (as `check`)"])
    static let strict = Option.strict(help: ["warnings (W0601) fail the run too (exit code 1)"])

    static let spec = CommandSpec(
        name: "test", summary: "Run behaviour tests (*.carousel-test.toml)", arguments: ["[PATH ...]"],
        maxPositionals: nil,
        about: """
            Runs behaviour tests: each *.carousel-test.toml file names a spec and holds
            [[test]] tables of input steps (the events of `simulate --input`, written in TOML)
            and expectations (a carousel's selection, phase, visible items or announcement at
            a time). The spec is played headless exactly as `carousel simulate` plays it. A
            folder is searched recursively for *.carousel-test.toml files; with no PATH, the
            current folder is searched. Every failure is printed with the expected and the
            actual value at the expectation's line and column (docs/cli.md).
            """,
        options: [format.spec, color.spec, strict.spec],
        sections: """
            exit codes:
              0  every test passed
              1  a test failed, or a test file has errors (or a warning with --strict)
              2  bad usage, or a path that is missing or cannot be read

            examples:
              carousel test Configs/tests/
              carousel test --format junit . > carousel-tests.xml
              carousel test --format github Configs/tests/keys.carousel-test.toml
            """)
}
