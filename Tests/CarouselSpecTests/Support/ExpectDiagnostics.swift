import Foundation
import SourceDiagnostics
import Testing
@testable import CarouselSpec

/// Compiles a marked source (see ``MarkedSource``) and expects exactly the marked diagnostics.
@discardableResult
func expectDiagnostics(
    _ marked: String, folder: String = NSTemporaryDirectory(), sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> SpecCompilation {
    let source = MarkedSource(marked)
    let compilation = SpecFixtures.compile(source.text, folder: folder)
    let order: (MarkedSource.Mark, MarkedSource.Mark) -> Bool = {
        ($0.line, $0.column, $0.code) < ($1.line, $1.column, $1.code)
    }
    let actual = MarkedSource.marks(of: compilation).sorted(by: order)
    let expected = source.marks.sorted(by: order)
    #expect(actual == expected, "\n\(SpecFixtures.describe(compilation))", sourceLocation: sourceLocation)
    return compilation
}

/// The one diagnostic with `code`, for checking its message, help, labels and notes.
func diagnostic(
    _ code: String, in compilation: SpecCompilation, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
    let matches = compilation.diagnostics.filter { $0.code.text == code }
    #expect(
        matches.count == 1, "expected one \(code):\n\(SpecFixtures.describe(compilation))",
        sourceLocation: sourceLocation)
    return matches.first
}

/// Expects exactly one diagnostic with `code`, its labels on `labelLines` (1-based, in order), and
/// returns it for checks of its message, help and fix-its. Failures point at the caller.
///
/// The diagnostic's own position is marked in the source given to ``expectDiagnostics(_:folder:sourceLocation:)``;
/// this checks where its labels (the other end of a conflict) point.
@discardableResult
func expectDiagnostic(
    _ code: String, in compilation: SpecCompilation, labelLines: [Int],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
    guard let found = diagnostic(code, in: compilation, sourceLocation: sourceLocation) else { return nil }
    let lines = found.labels.map { compilation.file.range(of: $0.span).start.line }
    #expect(lines == labelLines, "the labels of \(code) are on lines \(lines)", sourceLocation: sourceLocation)
    return found
}
