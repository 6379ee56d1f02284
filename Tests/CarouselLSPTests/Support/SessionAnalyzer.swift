import CarouselLSP
import CarouselSpec
import SourceDiagnostics

/// A document analyzer over a ``SpecEditSession`` of `loader` that counts how each analysis was
/// done, so the equality tests can show the partial re-read was taken (and the whole one too).
final class SessionAnalyzer: DocumentAnalyzer {
    let session: SpecEditSession
    /// Analyses that re-read one item and reused the rest.
    private(set) var partial = 0
    /// Analyses of the whole text.
    private(set) var whole = 0
    /// The bases and item source files of the last analysis, with their diagnostics.
    private(set) var otherFiles: [FileDiagnostics] = []

    init(loader: SpecLoader) {
        session = loader.editSession()
    }

    func diagnostics(path: String, bytes: [UInt8], edit: DocumentEdit?) -> [Diagnostic] {
        let compilation = session.compile(
            SourceFile(path: path, bytes: bytes), baseDirectory: PathName.folder(of: path),
            edit: edit)
        if session.lastWasPartial { partial += 1 } else { whole += 1 }
        otherFiles = compilation.baseReports + compilation.sourceFiles
        return compilation.diagnostics
    }
}

/// The analyzers a test server made (shared with the closure that makes them).
final class SessionAnalyzers {
    var analyzers: [SessionAnalyzer] = []
}
