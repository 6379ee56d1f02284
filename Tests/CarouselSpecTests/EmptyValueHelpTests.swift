import Foundation
import SourceDiagnostics
import Testing
@testable import CarouselSpec

/// Issue 9: `id = ""` got the help `e.g. ""`. Every key of the schema, written as an empty string
/// (and every message factory called with empty values), gives help, notes and fix-its that never
/// show an empty example: no `""`, no empty backticks.
@Suite struct EmptyValueHelpTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var testDescription: String { name }
    }

    static let items = "[[carousel.items]]\ntitle = \"One\"\n"
    static let carousel = "[[carousel]]\nid = \"main\"\n"

    /// Wraps one `key = value` line into a whole spec at the place `table` is written.
    static func wrapper(for table: TableDescriptor) -> @Sendable (String) -> String {
        switch table.title {
        case "the top level": return { $0 + "\n" + carousel + items }
        case "[window]": return { "[window]\n" + $0 + "\n" + carousel + items }
        case "[[carousel]]":
            return { line in
                (line.hasPrefix("id ") ? "[[carousel]]\n" : carousel) + line + "\n" + items
            }
        case "[[carousel.items]]": return { carousel + "[[carousel.items]]\n" + $0 + "\n" }
        default: return { carousel + table.title + "\n" + $0 + "\n" + items }
        }
    }

    /// `key = ""` and `"" = 1` for every table of the schema, value tables written inline.
    static let cases: [Case] = {
        var cases: [Case] = []
        var seen: Set<String> = []
        func visit(_ table: TableDescriptor, wrap: @escaping @Sendable (String) -> String) {
            guard seen.insert(table.name).inserted else { return }
            cases.append(Case(name: "empty key in \(table.title)", source: wrap("\"\" = 1")))
            for field in table.fields {
                cases.append(Case(name: "\(table.title) \(field.key) = \"\"", source: wrap("\(field.key) = \"\"")))
                cases.append(Case(name: "\(table.title) \(field.key) = [\"\"]", source: wrap("\(field.key) = [\"\"]")))
                guard let nested = field.nestedTable else { continue }
                if nested.title.hasPrefix("[") {
                    visit(nested, wrap: wrapper(for: nested))
                } else {
                    let key = field.key
                    visit(nested, wrap: { line in wrap("\(key) = { \(line) }") })
                }
            }
        }
        visit(SpecSchema.root, wrap: wrapper(for: SpecSchema.root))
        return cases
    }()

    /// The problems an empty example shows as.
    static func emptyExamples(in diagnostic: Diagnostic) -> [String] {
        var found: [String] = []
        let texts = [diagnostic.help ?? ""] + diagnostic.notes + diagnostic.fixIts.map(\.message)
        for text in texts where text.contains("\"\"") || text.contains("``") || text.hasSuffix("e.g. ") {
            found.append(text)
        }
        for fixIt in diagnostic.fixIts {
            for edit in fixIt.edits where edit.replacement == "\"\"" { found.append("fix-it writes \"\"") }
        }
        if let help = diagnostic.help, help.trimmingCharacters(in: .whitespaces).isEmpty { found.append("empty help") }
        return found
    }

    @Test func theSchemaWalkReachesEveryTable() {
        #expect(Self.cases.count > 100)
        #expect(Self.cases.contains { $0.name == "[[carousel.items]] id = \"\"" })
        #expect(Self.cases.contains { $0.name.hasPrefix("`frame` x") })
    }

    @Test(arguments: cases) func emptyValuesGetNoEmptyExample(testCase: Case) {
        let compilation = SpecFixtures.compile(testCase.source)
        for diagnostic in compilation.diagnostics {
            let problems = Self.emptyExamples(in: diagnostic)
            #expect(problems.isEmpty, "\(testCase.source)\n\(diagnostic.code) \(diagnostic.message): \(problems)")
        }
    }

    @Test func carouselIDsGetARealExample() throws {
        #expect(SpecMessages.identifier(like: "") == "my-carousel")
        #expect(SpecMessages.identifier(like: "---") == "my-carousel")
        #expect(SpecMessages.identifier(like: "Main  Page!") == "main-page")
        #expect(SpecMessages.identifier(like: "1st") == "carousel-1st")
        #expect(SpecMessages.identifier(like: "Café") == "caf")
        let compilation = SpecFixtures.compile("[[carousel]]\nid = \"\"\n" + Self.items)
        let diagnostic = try #require(compilation.diagnostics.first)
        #expect(diagnostic.help?.hasSuffix("e.g. \"my-carousel\"") == true, "\(diagnostic.help ?? "-")")
        #expect(diagnostic.fixIts.map { $0.edits.map(\.replacement) } == [["\"my-carousel\""]])
    }

    /// The quoted-number help wrote what the user wrote: `write nan without quotes`, `write .5 ...`.
    @Test(arguments: [("\"nan\"", nil), ("\"inf\"", nil), ("\".5\"", "0.5"), ("\"24\"", "24")])
    func quotedNumbersSuggestAValidNumber(written: String, suggested: String?) throws {
        let compilation = SpecFixtures.compile(Self.carousel + "spacing = \(written)\n" + Self.items)
        let diagnostic = try #require(compilation.diagnostics.first)
        #expect(diagnostic.help == suggested.map { "write \($0) without quotes" })
        #expect(diagnostic.fixIts.map { $0.edits.map(\.replacement) } == (suggested.map { [[$0]] } ?? []))
    }

    /// TOML errors about an empty key said `` `` `` and `use either `[]` or `[[]]``.
    @Test(arguments: ["[\"\"]\nx = 1\n[[\"\"]]\n", "[[\"\"]]\nx = 1\n[\"\"]\n", "\"\" = 1\n\"\" = 2\n", "\"\" 1\n"])
    func emptyTOMLKeysAreShownQuoted(source: String) throws {
        let diagnostic = try #require(SpecFixtures.compile(source).diagnostics.first)
        #expect(diagnostic.message.contains("`\"\"`"), "\(diagnostic.message)")
        for text in [diagnostic.message, diagnostic.help ?? ""] {
            #expect(!text.contains("``") && !text.contains("[]") && !text.contains("[[]]"), "\(text)")
        }
    }

    @Test func anEmptyKeyIsShownAsAQuotedKey() throws {
        let compilation = SpecFixtures.compile(Self.carousel + "\"\" = 1\n" + Self.items)
        let diagnostic = try #require(compilation.diagnostics.first)
        #expect(diagnostic.message == "unknown key `\"\"` in [[carousel]]")
    }

    @Test func messageFactoriesWithEmptyValuesShowNoEmptyExample() {
        let span = SourceSpan(start: 0, end: 0)
        let diagnostics: [Diagnostic] = [
            SpecMessages.badIdentifier("", span: span, path: "carousel[0].id"),
            SpecMessages.badIdentifier("---", span: span, path: "carousel[0].id"),
            SpecMessages.badIdentifier("1st", span: span, path: "carousel[0].items[0].id"),
            SpecMessages.badColor("", failure: .unknownName(suggestions: []), span: span, path: "p"),
            SpecMessages.badColor("", failure: .badHex, span: span, path: "p"),
            SpecMessages.badDuration("interval", value: "", failure: .missingNumber, span: span, path: "p"),
            SpecMessages.badDuration("interval", value: "3", failure: .missingUnit, span: span, path: "p"),
            SpecMessages.badDuration("interval", value: "3 ", failure: .unknownUnit(""), span: span, path: "p"),
            SpecMessages.unknownValue("kind", value: "", allowed: SpecSchema.kindNames, span: span, path: "p"),
            SpecMessages.unknownKey(
                "", in: "[[carousel]]", span: span, path: "p", candidates: SpecSchema.carousel.keys, belongsIn: nil),
            SpecMessages.badFile(
                "image", written: "", resolved: "/specs", problem: .isDirectory, span: span, path: "p"),
            SpecMessages.badFile(
                "image", written: "", resolved: "/specs", problem: .unsupportedExtension(""), span: span, path: "p"),
            SpecMessages.badFile("font", written: "", resolved: "/specs", problem: .notFound, span: span, path: "p"),
            SpecMessages.lengthOutOfRange("title", length: 0, bounds: .range(1, 200), span: span, path: "p"),
        ]
        for diagnostic in diagnostics {
            #expect(Self.emptyExamples(in: diagnostic).isEmpty, "\(diagnostic.message): \(diagnostic.help ?? "-")")
        }
    }
}
