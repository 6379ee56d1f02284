import SourceDiagnostics
import Testing

@testable import SpecIntelligence

@Suite struct SpecCompletionTests {
    func complete(_ marked: String, context: CompletionContext = CompletionContext()) -> ([CompletionCandidate], Marked) {
        let source = Marked(marked)
        return (SpecCompletion.complete(in: source.text, at: source.offset, context: context), source)
    }

    @Test func keysOfTheTableAtTheCursorLeaveOutWrittenOnes() {
        let (candidates, source) = complete("[[carousel]]\nid = \"a\"\nspa|\n")
        let labels = candidates.map(\.label)
        #expect(labels.contains("spacing"))
        #expect(!labels.contains("id"))
        let spacing = candidates.first { $0.label == "spacing" }
        #expect(source.slice(spacing?.replaceSpan) == "spa")
        #expect(spacing?.insertText == "spacing = ")
    }

    @Test func headersForTheCarouselsKindOnly() {
        let (candidates, _) = complete("[[carousel]]\nid = \"a\"\nkind = \"marquee\"\n[carousel.|\n")
        let labels = candidates.map(\.label)
        #expect(labels.contains("[carousel.marquee]"))
        #expect(!labels.contains("[carousel.stack]"))
        #expect(!labels.contains("[carousel.snap]"))
        #expect(labels.contains("[[carousel.items]]"))
    }

    @Test func enumValuesInsideQuotes() {
        let (candidates, source) = complete("[[carousel]]\nkind = \"st|\n")
        #expect(candidates.map(\.label) == ["paging", "stack", "marquee", "focus"])
        #expect(source.slice(candidates.first?.replaceSpan) == "st")
    }
}
