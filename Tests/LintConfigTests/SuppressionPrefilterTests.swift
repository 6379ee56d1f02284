import SourceDiagnostics
import Testing

@testable import LintConfig

/// The `carousel:` prefilter that lets files without suppression comments skip the comment scan.
@Suite struct SuppressionPrefilterTests {
    private func may(_ text: String) -> Bool { SuppressionComment.mayContainSuppression(Array(text.utf8)) }

    @Test func findsTheMarkerAnywhereAndOnlyTheMarker() {
        #expect(may("carousel:"))
        #expect(may("a = 1\n# carousel: allow W0404\nb = 2\n"))
        #expect(may("t = \"12:30\" # carousel: allow W0404\n"))
        #expect(!may(""))
        #expect(!may("carousel"))
        #expect(!may("[[carousel.items]]\ntitle = \"a: b\"\n# carousel allow W0404\n"))
        #expect(!may("arousel: x = \"Carousel:\"\n"))
    }

    @Test func aFileWithoutTheMarkerHasNoSuppressionsAndOneWithItKeepsThem() {
        let without = SourceFile(path: "a.toml", bytes: Array("[[carousel.items]]\nid = \"a\" # note: kept\n".utf8))
        #expect(SuppressionComment.all(in: without).isEmpty)
        let with = SourceFile(path: "b.toml", bytes: Array("# carousel: allow W0404\nid = \"a\"\n".utf8))
        #expect(SuppressionComment.all(in: with).map { $0.codes.map(\.text) } == [["W0404"]])
    }
}
