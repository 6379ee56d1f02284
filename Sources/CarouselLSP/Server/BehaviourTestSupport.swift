import SourceDiagnostics

/// What the server knows of behaviour test files (`*.carousel-test.toml`, run by `carousel
/// test`), given from outside like ``LanguageServerEnvironment/analyze``: their diagnostics and
/// the words completed in them. A document whose path ends with ``suffix`` is analysed with
/// ``analyze`` (never re-checked in part), completed with ``words`` and has no spec hover.
public struct BehaviourTestSupport {
    /// The file name suffix of behaviour test files.
    public var suffix: String
    /// Turns a test file (its path and its UTF-8 text) into its problems, as `carousel test`
    /// reports them (without playing the tests).
    public var analyze: (_ path: String, _ text: [UInt8]) -> [Diagnostic]
    /// The keys and values completed in a test file, each with a one-line detail.
    public var words: [(label: String, detail: String)]

    /// Creates the support.
    public init(
        suffix: String, analyze: @escaping (_ path: String, _ text: [UInt8]) -> [Diagnostic],
        words: [(label: String, detail: String)]
    ) {
        self.suffix = suffix
        self.analyze = analyze
        self.words = words
    }

    /// Whether the document at `path` is a behaviour test file.
    func handles(_ path: String) -> Bool { path.hasSuffix(suffix) }
}
