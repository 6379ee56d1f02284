import SourceDiagnostics
import SpecIntelligence

/// What the server is given from outside: the same analysis `carousel check` runs, where the
/// diagnostics docs live, and where log lines go. The server itself touches no disk and prints nothing.
public struct LanguageServerEnvironment {
    /// Turns a document (its file path and its UTF-8 text) into the diagnostics `carousel check`
    /// gives for it; relative image and font paths start at the document's folder.
    public var analyze: (_ path: String, _ text: [UInt8]) -> [Diagnostic]
    /// Makes the analyzer of each opened document, which may re-check only what an edit touched
    /// (nil: every change is analysed whole with ``analyze``).
    public var makeAnalyzer: (() -> any DocumentAnalyzer)?
    /// The URL of docs/diagnostics.md; each diagnostic links to `<this>#<code in lower case>`.
    public var diagnosticsDocsURL: String
    /// Lists folders for the completion of `image` and `font` paths (the disk in `carousel lsp`);
    /// nil: no path completion.
    public var pathLister: (any PathLister)?
    /// The version reported in `serverInfo` (left out when empty).
    public var serverVersion: String
    /// Behaviour test files (`*.carousel-test.toml`); nil: every document is a spec.
    public var behaviourTests: BehaviourTestSupport?
    /// Receives one line per thing worth logging (the CLI writes them to standard error).
    public var log: (String) -> Void

    /// Creates an environment.
    public init(
        analyze: @escaping (_ path: String, _ text: [UInt8]) -> [Diagnostic],
        makeAnalyzer: (() -> any DocumentAnalyzer)? = nil,
        diagnosticsDocsURL: String,
        pathLister: (any PathLister)? = nil,
        serverVersion: String = "",
        behaviourTests: BehaviourTestSupport? = nil,
        log: @escaping (String) -> Void = { _ in }
    ) {
        self.analyze = analyze
        self.makeAnalyzer = makeAnalyzer
        self.diagnosticsDocsURL = diagnosticsDocsURL
        self.pathLister = pathLister
        self.serverVersion = serverVersion
        self.behaviourTests = behaviourTests
        self.log = log
    }
}
