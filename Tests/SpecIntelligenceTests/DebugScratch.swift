import Testing
import Foundation
@testable import SpecIntelligence

@Suite struct DebugScratch {
    @Test func timing() {
        var text = "version = 1\n[window]\ntitle = \"Big\"\n[[carousel]]\nid = \"big\"\n"
        for index in 0..<100_000 { text += "[[carousel.items]]\ntitle = \"Item \(index)\"\ncolor = \"teal\"\n" }
        let offset = text.utf8.count - 5
        let clock = ContinuousClock()
        let start = clock.now
        let hover = SpecHover.hover(in: text, at: offset)
        let mid = clock.now
        let done = SpecCompletion.complete(in: text, at: offset, context: CompletionContext())
        let end = clock.now
        let symbols = SpecOutline.symbols(in: text)
        let last = clock.now
        print("TIMING bytes", text.utf8.count, "hover", mid - start, "complete", end - mid, "outline", last - end, hover != nil, done.count, symbols.count)
    }
}
