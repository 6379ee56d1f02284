import Foundation
import Testing

@testable import CarouselSpec

/// The JSON Schema's `x-taplo` extension: docs and links for every key, enum value docs, and
/// links that point at headings docs/spec.md really has.
@Suite struct SchemaTaploTests {
    static func schema() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(SpecSchema.jsonSchema().utf8)) as? [String: Any])
    }

    @Test func everyKeyHasTaploDocsAndALink() throws {
        let definitions = try #require(try Self.schema()["definitions"] as? [String: Any])
        for table in JSONSchemaBuilder().definitions() {
            let definition = try #require(definitions[table.name] as? [String: Any])
            let properties = try #require(definition["properties"] as? [String: [String: Any]])
            for field in table.fields {
                let taplo = try #require(
                    properties[field.key]?["x-taplo"] as? [String: Any], "\(table.name).\(field.key)")
                let docs = try #require(taplo["docs"] as? [String: Any])
                let main = try #require(docs["main"] as? String)
                #expect(main.hasPrefix(field.doc), "\(field.key)")
                #expect(main.contains("**Type:**") && main.contains("**Default:**"), "\(field.key)")
                let links = try #require(taplo["links"] as? [String: Any])
                #expect((links["key"] as? String)?.hasPrefix(SpecDocs.specURL + "#") == true, "\(field.key)")
            }
            #expect(definition["x-taplo"] != nil, "\(table.name)")
        }
    }

    @Test func enumValuesHaveOneDocEachInEnumOrder() throws {
        var checked = 0
        for table in JSONSchemaBuilder().definitions() {
            for field in table.fields {
                guard case .enumeration(let names) = field.type else { continue }
                let docs = try #require(SpecSchema.enumDocs(field, in: table), "\(field.key) has no value docs")
                #expect(Set(docs.keys) == Set(names), "\(field.key)")
                let property = JSONSchemaBuilder().taplo(field, in: table)
                guard case .object(let members) = property, case .object(let docsMembers)? = members.first?.1,
                    case .array(let values)? = docsMembers.first(where: { $0.0 == "enumValues" })?.1
                else {
                    Issue.record("\(field.key): no enumValues")
                    continue
                }
                #expect(values.count == names.count)
                checked += 1
            }
        }
        #expect(checked >= 7)
    }

    @Test func initKeysNameKeysOfTheirTable() throws {
        let definitions = try #require(try Self.schema()["definitions"] as? [String: [String: Any]])
        let carousel = try #require(definitions["carousel"]?["x-taplo"] as? [String: Any])
        #expect(carousel["initKeys"] as? [String] == ["kind", "title"])
        for (name, keys) in JSONSchemaBuilder.initKeys {
            let table = try #require(JSONSchemaBuilder().definitions().first { $0.name == name }, "\(name)")
            for key in keys { #expect(table.index(of: key) != nil, "\(name).\(key)") }
        }
    }

    @Test func kindValuesLinkToTheirSections() throws {
        let definitions = try #require(try Self.schema()["definitions"] as? [String: [String: Any]])
        let properties = try #require(definitions["carousel"]?["properties"] as? [String: [String: Any]])
        let taplo = try #require(properties["kind"]?["x-taplo"] as? [String: Any])
        let links = try #require((taplo["links"] as? [String: Any])?["enumValues"] as? [String])
        #expect(links.count == 5)
        #expect(links[1].hasSuffix("#stack-a-3d-ring-of-cards"))
        #expect(links[0].hasSuffix("#paging"))
    }

    @Test func everyDocsLinkNamesAHeadingOfSpecMd() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/spec.md"), encoding: .utf8)
        let anchors = Set(
            text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { line in
                SpecDocs.anchor(String(line.drop { $0 == "#" }.dropFirst()))
            })
        for (table, heading) in SpecDocs.headings {
            #expect(anchors.contains(SpecDocs.anchor(heading)), "\(table): no heading \"\(heading)\" in docs/spec.md")
        }
        for table in JSONSchemaBuilder().definitions() {
            #expect(SpecDocs.headings[table.name] != nil, "\(table.name) has no docs heading")
        }
    }
}
