import Foundation
import Testing
@testable import CarouselSpec

@Suite struct SpecSchemaTests {
    @Test func committedSchemaIsInSyncWithTheDescriptors() {
        Snapshot.expect(SpecSchema.jsonSchema(), matches: "schema/carousel.schema.json")
    }

    @Test func schemaUsesDraft07DefinitionsOnly() throws {
        let text = SpecSchema.jsonSchema()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
        #expect(object["definitions"] != nil)
        for newer in [
            "$defs", "prefixItems", "unevaluatedProperties", "dependentRequired", "dependentSchemas", "$anchor",
        ] {
            #expect(!text.contains("\"\(newer)\""), "draft 2019+ keyword \(newer)")
        }
    }

    @Test func everyKeyOfEveryTableIsInTheSchema() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(SpecSchema.jsonSchema().utf8)) as? [String: Any])
        let definitions = try #require(object["definitions"] as? [String: Any])
        for table in JSONSchemaBuilder().definitions() {
            let definition = try #require(definitions[table.name] as? [String: Any])
            let properties = try #require(definition["properties"] as? [String: Any])
            #expect(Set(properties.keys) == Set(table.keys), "\(table.name)")
            #expect(definition["additionalProperties"] as? Bool == false)
        }
    }

    @Test func colorPatternAcceptsExactlyWhatTheParserAccepts() throws {
        let regex = try NSRegularExpression(pattern: ColorParser.pattern)
        func schemaAccepts(_ text: String) -> Bool {
            regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        let samples = [
            "#FFF", "#ffff", "#0A84FF", "#0A84FF80", "blue", "mint", "#12", "#GGGGGG", "Blue", "navy", "", "#12345",
        ]
        for sample in samples {
            let parserAccepts = (try? ColorParser.parse(sample).get()) != nil
            #expect(schemaAccepts(sample) == parserAccepts, "\(sample)")
        }
    }

    @Test func durationAndTemplatePatternsAreNoStricterThanTheCompiler() throws {
        let duration = try NSRegularExpression(pattern: DurationParser.pattern)
        for accepted in ["250ms", "1.5s", "2 min", "0s", "1_000ms"] {
            #expect((try? DurationParser.parse(accepted).get()) != nil)
            #expect(
                duration.firstMatch(in: accepted, range: NSRange(accepted.startIndex..., in: accepted)) != nil,
                "\(accepted)")
        }
        let template = try NSRegularExpression(pattern: "^([^{]|\\{[ni]\\})*$")
        for sample in ["Item {n}", "{i} of } many", "{x}", "open {", "plain"] {
            let compilerAccepts = TitleTemplate.parse(sample).problems.isEmpty
            let schemaAccepts = template.firstMatch(in: sample, range: NSRange(sample.startIndex..., in: sample)) != nil
            #expect(compilerAccepts == schemaAccepts, "\(sample)")
        }
    }
}
