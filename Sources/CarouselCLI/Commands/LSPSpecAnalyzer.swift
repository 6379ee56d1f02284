import CarouselLSP
import CarouselSpec
import SourceDiagnostics

/// The analyzer of one document open in `carousel lsp`: `check`'s loader through a
/// ``SpecEditSession``, so an edit inside one item re-reads that item alone, and the project
/// config applied as ``LSPCommand/analyze(path:bytes:deferred:)`` applies it.
final class LSPSpecAnalyzer: DocumentAnalyzer {
    private let session = SpecServices.loader.editSession()
    private let deferred: LSPDeferredRelease?
    /// The bases and item source files of the last analysis, with their diagnostics.
    private(set) var otherFiles: [FileDiagnostics] = []

    /// An analyzer whose compilations are freed by `deferred` after the answers are written.
    init(deferred: LSPDeferredRelease?) {
        self.deferred = deferred
    }

    func diagnostics(path: String, bytes: [UInt8], edit: DocumentEdit?) -> [Diagnostic] {
        let compilation = session.compile(
            SourceFile(path: path, bytes: bytes), baseDirectory: PathName.folder(of: path),
            edit: edit)
        otherFiles = compilation.checkedBaseReports + compilation.sourceFiles
        return LSPCommand.configured(compilation, deferred: deferred)
    }
}
