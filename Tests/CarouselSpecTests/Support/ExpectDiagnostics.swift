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
