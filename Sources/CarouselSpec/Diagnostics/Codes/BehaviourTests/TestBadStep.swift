import SourceDiagnostics

// E0604 (error).
// Emitted by: Sources/CarouselCLI/Support/Behaviour/BehaviourTestReader.swift.
extension DiagnosticCode {
    /// A step of a behaviour test that is not a valid input-script event.
    public static let testBadStep = DiagnosticCode(
        "E0604", "invalid step in a behaviour test",
        """
        A test's `steps` are the events of an input script (`simulate --input`, docs/cli.md) \
        written as TOML inline tables: the same `type`s and fields, checked by the same \
        reader, with `t` also as a duration (`"0.8s"`). An unknown event type, key name or \
        field, a missing field, a value out of range, or a time earlier than the step before \
        is reported at the value.
        """,
        wrong: behaviourTest(steps: "[{ t = \"0.1s\", type = \"key\", key = \"rigth\" }]"),
        right: behaviourTest())
}

// Message and fix-its: built where it is emitted (see above).
