import CarouselSpec
import SourceDiagnostics

/// The bytes of a document that changed since it was last analysed: `start..<oldEnd` of the
/// text analysed last became `start..<newEnd` of the current text (several edits in between
/// are merged into the one range that covers them all). The spec compiler's own edit type, so
/// an analyzer hands it on as it is.
public typealias DocumentEdit = SpecTextEdit

/// Analyses one open document again and again as it changes; it may keep what the last
/// analysis read, to re-read only what an edit touched. The diagnostics must be those a fresh
/// analysis of the whole text gives.
public protocol DocumentAnalyzer: AnyObject {
    /// The diagnostics of `bytes` (the document at `path`), which is the text analysed last
    /// changed by `edit`; nil: the first analysis, or the whole text may have changed (or the
    /// files it names, after a save).
    func diagnostics(path: String, bytes: [UInt8], edit: DocumentEdit?) -> [Diagnostic]

    /// What the last analysis found in the other files it read (the bases the spec `extends`,
    /// the files its item sources read), each at its place in its own file; an empty list for a
    /// base read clean. The server publishes them to those files' URIs.
    var otherFiles: [FileDiagnostics] { get }
}

extension DocumentAnalyzer {
    /// No other files: an analyzer that reports the document alone.
    public var otherFiles: [FileDiagnostics] { [] }
}
