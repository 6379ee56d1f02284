import SourceDiagnostics

// E0602 (error).
// Emitted by: Sources/CarouselCLI/Support/Behaviour/BehaviourTestReader.swift.
extension DiagnosticCode {
    /// A value of the wrong type, or out of range, in a behaviour test file.
    public static let testBadValue = DiagnosticCode(
        "E0602", "invalid value in a behaviour test file",
        """
        Each key of a behaviour test file takes one kind of value: `spec` and `name` are \
        strings, `size` is `[width, height]` in points, `steps` and `expect` are arrays of \
        inline tables, an expectation's `t` is seconds (a number, or a duration such as \
        `"1.5s"` or `"250ms"`), `selection` a whole number from 0, `phase` one of the \
        phases `simulate` prints, `visible` an array of item indexes and `announce` a string. \
        The message names what was found and what is expected.
        """,
        wrong: behaviourTest(expect: "[{ t = \"1s\", carousel = \"cards\", selection = \"1\" }]"),
        right: behaviourTest())
}

// Message and fix-its: built where it is emitted (see above).
