import SourceDiagnostics
import Testing
@testable import TOML

@Suite("TOMLDocumentParser")
struct TOMLParserTests {
    @Test("an empty file is a valid empty table")
    func emptyFile() {
        let result = TOMLDocumentParser.parse(SourceFile(path: "e.toml", text: ""))
        #expect(result.isValid)
        #expect(result.root.entries.isEmpty)
    }
}
