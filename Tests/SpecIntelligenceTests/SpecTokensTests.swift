import SourceDiagnostics
import Testing

@testable import SpecIntelligence

@Suite struct SpecTokensTests {
    @Test func everyPieceIsClassified() {
        let text = """
            # top
            version = 1 # trailing
            [carousel.auto]
            enabled = true
            interval = 2.5
            when = 1979-05-27
            colors = ["#fff", 'x']
            frame = { x = -3, y = +inf }
            odd = nothing

            """
        let source = Marked(text)
        let tokens = SpecTokens.tokens(in: text).map { "\($0.kind):\(source.slice($0.span))" }
        #expect(
            tokens == [
                "comment:# top", "key:version", "number:1", "comment:# trailing", "tableHeader:carousel",
                "tableHeader:auto", "key:enabled", "boolean:true", "key:interval", "number:2.5", "key:when",
                "number:1979-05-27", "key:colors", "string:\"#fff\"", "string:'x'", "key:frame", "key:x",
                "number:-3", "key:y", "number:+inf", "key:odd",
            ])
    }

    @Test func tokensAreInOrderAndNeverOverlapOnIncompleteText() {
        for text in ["a = \"open # not a comment", "[x.\"y", "k = [1, # c\n 2]\n# end", "= = =", "\"\"\"\n#"] {
            let tokens = SpecTokens.tokens(in: text)
            for (left, right) in zip(tokens, tokens.dropFirst()) {
                #expect(left.span.end <= right.span.start, "\(text): \(tokens)")
            }
        }
    }
}
