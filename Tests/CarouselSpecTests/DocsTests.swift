import Foundation
import Testing
@testable import CarouselSpec

/// The examples in docs/spec.md compile as the page says they do.
@Suite struct DocsTests {
    struct Block: CustomTestStringConvertible, Sendable {
        var tag: String
        var text: String
        var line: Int
        var testDescription: String { "docs/spec.md:\(line) (\(tag))" }
    }

    static let specPage: String =
        (try? String(contentsOfFile: SpecFixtures.packageRoot + "/docs/spec.md", encoding: .utf8)) ?? ""

    /// Every fenced block whose info string starts with `toml`.
    static let blocks: [Block] = {
        var blocks: [Block] = []
        var current: Block?
        for (index, line) in specPage.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if var block = current {
                if line == "```" {
                    blocks.append(block)
                    current = nil
                } else {
                    block.text += line + "\n"
                    current = block
                }
            } else if line.hasPrefix("```toml") {
                current = Block(tag: String(line.dropFirst(3)), text: "", line: index + 1)
            }
        }
        return blocks
    }()

    @Test func thePageHasExamplesOfEveryTag() {
        #expect(!Self.specPage.isEmpty, "docs/spec.md is missing")
        let tags = Set(Self.blocks.map(\.tag))
        #expect(tags == ["toml", "toml wrong", "toml warning"])
        #expect(Self.blocks.count >= 10)
    }

    /// Examples compile from Configs/, like the shipped specs, so `../Assets/...` paths resolve.
    @Test(arguments: blocks) func exampleCompilesAsMarked(block: Block) {
        let compilation = SpecFixtures.compile(block.text, folder: SpecFixtures.packageRoot + "/Configs")
        let errors = compilation.diagnostics.filter { $0.severity == .error }
        let detail = "docs/spec.md:\(block.line):\n\(SpecFixtures.describe(compilation))"
        switch block.tag {
        case "toml wrong":
            #expect(!errors.isEmpty, "\(detail)")
        case "toml warning":
            #expect(errors.isEmpty && !compilation.diagnostics.isEmpty, "\(detail)")
        default:
            #expect(compilation.diagnostics.isEmpty, "\(detail)")
        }
    }

    @Test func theFiveMistakesExampleReportsAllFive() throws {
        let block = try #require(Self.blocks.first { $0.text.contains("3 parsecs") })
        let compilation = SpecFixtures.compile(block.text)
        #expect(compilation.diagnostics.map(\.code.text) == ["E0302", "E0201", "E0303", "E0302", "E0302"])
    }

    @Test func everyKeyOfTheFormatIsDocumented() {
        var queue = [SpecSchema.root]
        var seen: Set<String> = []
        while let table = queue.first {
            queue.removeFirst()
            guard seen.insert(table.name).inserted else { continue }
            // Inline tables are documented by their shape, e.g. `{ x, y, width, height }`.
            let shape = "{ " + table.fieldList + " }"
            for field in table.fields {
                let documented =
                    Self.specPage.contains("`\(field.key)`") || Self.specPage.contains("carousel.\(field.key)]")
                    || Self.specPage.contains(shape)
                #expect(documented, "docs/spec.md does not mention `\(field.key)` of \(table.title)")
            }
            queue += table.fields.compactMap(\.nestedTable)
        }
    }
}
