import Foundation
import Testing

@Suite struct SchemaCommandTests {
    @Test func printsADraft07Schema() throws {
        let result = try CarouselProcess.run(["schema"])
        #expect(result.status == 0)
        let schema = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect((schema["$schema"] as? String)?.contains("draft-07") == true)
        #expect(!result.stdout.contains("$defs"))
    }

    @Test func extraArgumentsAreAUsageError() throws {
        let result = try CarouselProcess.run(["schema", "extra"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("carousel schema: unexpected argument 'extra'"))
    }
}
