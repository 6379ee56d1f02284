import SourceDiagnostics

extension DiagnosticCode {
    /// True for the codes of behaviour test files (`E06xx`, `W06xx`, `*.carousel-test.toml`):
    /// `carousel test` reports them, not the spec compiler, and their examples are test files.
    public var isBehaviourTest: Bool { rawValue.dropFirst().hasPrefix("06") }
}

/// Test-file builders shared by the examples of the behaviour test codes.
extension DiagnosticCode {
    /// The first line of every test example: where the file sits, so its `spec` path reads.
    static let testFileHeader = "# Configs/tests/cards.carousel-test.toml\n"

    /// A test file of one test around Configs/cards.carousel.toml: `top` replaces the `spec`
    /// line, `steps` and `expect` the test's arrays (nil leaves the key out).
    static func behaviourTest(
        top: String = "spec = \"../cards.carousel.toml\"\n",
        steps: String = "[{ t = \"0.1s\", type = \"key\", key = \"right\" }]",
        expect: String? = "[{ t = \"1s\", carousel = \"cards\", selection = 1 }]",
        expectKey: String = "expect"
    ) -> String {
        var text = testFileHeader + top + "\n[[test]]\nname = \"right shows the next card\"\n"
        text += "steps = \(steps)\n"
        if let expect { text += "\(expectKey) = \(expect)\n" }
        return text
    }
}
