import SourceDiagnostics
import Testing

@testable import SpecIntelligence

@Suite struct SpecOutlineTests {
    @Test func carouselsAndItemsAreListed() {
        let text = "version = 1\n[window]\ntitle = \"W\"\n[[carousel]]\nid = \"a\"\nkind = \"stack\"\n"
            + "[carousel.auto]\ninterval = 3\n[[carousel.items]]\ntitle = \"One\"\n[[carousel]]\nid = \"b\"\n"
        let symbols = SpecOutline.symbols(in: text)
        #expect(symbols.map(\.name) == ["version", "window", "a", "b"])
        #expect(symbols[2].detail == "stack")
        #expect(symbols[2].children.map(\.name) == ["auto", "One"])
    }
}
