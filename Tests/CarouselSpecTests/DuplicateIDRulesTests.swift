import Testing
import SourceDiagnostics
@testable import CarouselSpec

@Suite struct DuplicateIDRulesTests {
    @Test func duplicateCarouselIdPointsAtBoth() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "news"
            [[carousel.items]]
            [[carousel]]
            id = "news"
                 ^^^^^^ E0204
            [[carousel.items]]
            """)
        let found = try #require(diagnostic("E0204", in: compilation))
        #expect(found.message == "duplicate carousel id `news`")
        let label = try #require(found.labels.first)
        #expect(compilation.file.range(of: label.span).start == SourceDiagnostics.SourceLocation(line: 2, column: 6))
        #expect(label.message == "`news` is first used here")
        #expect(found.path == "carousel[1].id")
    }

    @Test func duplicateItemIdsIncludingThePositionDefault() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [[carousel.items]]
            id = "x"
            [[carousel.items]]
            id = "x"
                 ^^^ E0204
            [[carousel.items]]
            id = "4"
            [[carousel.items]]
            ^^^^^^^^^^^^^^^^^^ E0204
            """)
        #expect(compilation.diagnostics.last?.notes == ["an item without `id` takes its 1-based position as id"])
        // Each label points at the id of the first item that used it.
        let firstUses = compilation.diagnostics.compactMap(\.labels.first).map {
            compilation.file.range(of: $0.span).start
        }
        #expect(
            firstUses == [
                SourceDiagnostics.SourceLocation(line: 4, column: 6),
                SourceDiagnostics.SourceLocation(line: 8, column: 6),
            ])
    }

    @Test func sameItemIdInTwoCarouselsIsFine() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [[carousel.items]]
            id = "x"
            [[carousel]]
            id = "b"
            [[carousel.items]]
            id = "x"
            """)
    }
}
