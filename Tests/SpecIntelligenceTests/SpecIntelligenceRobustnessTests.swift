import Foundation
import SourceDiagnostics
import Testing

@testable import SpecIntelligence

/// Hover, completion and the outline never trap and always answer with spans inside the text,
/// at every offset of every Configs/ spec and of seeded random truncations and mutations.
@Suite struct SpecIntelligenceRobustnessTests {
    static let context = CompletionContext(specDirectory: "/specs", lister: FakeLister.sample)

    /// Calls all three at `offset` and checks every span they return.
    static func exercise(_ text: String, at offset: Int) -> [String] {
        let count = text.utf8.count
        var problems: [String] = []
        func check(_ span: SourceSpan?, _ what: String) {
            guard let span else { return }
            if span.start < 0 || span.end > count || span.start > span.end {
                problems.append("\(what) span \(span.start)..<\(span.end) outside 0..<\(count) at offset \(offset)")
            }
        }
        if let hover = SpecHover.hover(in: text, at: offset) {
            check(hover.span, "hover")
            if hover.markdown.isEmpty { problems.append("empty hover at \(offset)") }
        }
        for candidate in SpecCompletion.complete(in: text, at: offset, context: context) {
            check(candidate.replaceSpan, "completion \(candidate.label)")
            if let span = candidate.replaceSpan, offset >= 0, offset <= count, !(span.start <= offset) {
                problems.append("completion \(candidate.label) replaces \(span.start)..<\(span.end) after \(offset)")
            }
        }
        return problems
    }

    static func checkOutline(_ text: String) -> [String] {
        let count = text.utf8.count
        var problems: [String] = []
        func walk(_ symbol: OutlineSymbol, parent: SourceSpan?) {
            let span = symbol.span, selection = symbol.selectionSpan
            if span.start < 0 || span.end > count || span.start > span.end { problems.append("\(symbol.name) span") }
            if selection.start < span.start || selection.end > span.end { problems.append("\(symbol.name) selection") }
            if let parent, span.start < parent.start || span.end > parent.end {
                problems.append("\(symbol.name) child")
            }
            for child in symbol.children { walk(child, parent: span) }
        }
        for symbol in SpecOutline.symbols(in: text) { walk(symbol, parent: nil) }
        return problems
    }

    @Test(arguments: Fixtures.configs.map(\.name))
    func everyOffsetOfEveryConfigsSpec(name: String) throws {
        let text = try #require(Fixtures.configs.first { $0.name == name }?.text)
        var problems = Self.checkOutline(text)
        for offset in -2...(text.utf8.count + 2) { problems += Self.exercise(text, at: offset) }
        #expect(problems.isEmpty, "\(name): \(problems.prefix(10))")
    }

    /// Nesting 100,000 levels deep is read without exhausting the stack.
    @Test func deepNestingNeverTraps() {
        for opener in ["[", "{ a = ", "[{ a = "] {
            let text = "[[carousel]]\nframe = " + String(repeating: opener, count: 100_000) + "\n[window]\n"
            let count = text.utf8.count
            for offset in [0, 14, 20, count / 2, count - 3, count] {
                #expect(Self.exercise(text, at: offset).isEmpty)
            }
            #expect(Self.checkOutline(text).isEmpty)
        }
    }

    /// Reading only the cursor's sections (``ScanWindow``) answers exactly as reading the whole
    /// document, at every offset of every Configs/ spec and of a few edited ones.
    @Test(arguments: Fixtures.configs.map(\.name))
    func windowedReadingAgreesWithTheWholeDocument(name: String) throws {
        let text = try #require(Fixtures.configs.first { $0.name == name }?.text)
        let edited = [
            text, text + "\n[carousel.", text.replacingOccurrences(of: "[[carousel.items]]", with: "[carousel.text]"),
            text + "\n[[carousel]]\nkind = \"stack\"\n[carousel.auto]\n\n[[carousel.items]]\ncolor = \"",
            text + "\n[[carousel]]\nkind = \"stack\"\n[carousel.stack]\nopacity = [\n  [0, 1],\n  [1, 0.5],\n]\n"
                + "[carousel.generate]\npalette = [\n  \"red\", # warm\n  \"te\n[[carousel.items]]\ntitle = \"x\"\n",
        ]
        var differences: [String] = []
        for (variant, source) in edited.enumerated() {
            // Every offset of the spec itself; every third of the edited copies.
            for offset in stride(from: 0, through: source.utf8.count, by: variant == 0 ? 1 : 3) {
                let windowed = SpecHover.hover(in: source, at: offset, catalog: .spec)
                let whole = SpecHover.hover(in: source, at: offset, catalog: .spec, windowed: false)
                if windowed != whole { differences.append("\(name) variant \(variant): hover at \(offset)") }
                let fast = SpecCompletion.complete(in: source, at: offset, context: Self.context, catalog: .spec)
                let slow = SpecCompletion.complete(
                    in: source, at: offset, context: Self.context, catalog: .spec, windowed: false)
                if fast != slow { differences.append("\(name) variant \(variant): completion at \(offset)") }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    /// Random truncations and byte mutations (quotes, brackets, `=`, newlines, multi-byte
    /// characters, NUL, invalid UTF-8 once decoded) of each spec, at random offsets.
    @Test func seededTruncationsAndMutations() {
        var random = SeededGenerator(seed: 0x12_2026)
        let alphabet: [[UInt8]] = [
            Array("\"".utf8), Array("'".utf8), Array("[".utf8), Array("]".utf8), Array("[[".utf8), Array("=".utf8),
            Array("{".utf8), Array("}".utf8), Array(",".utf8), Array(".".utf8), Array("\n".utf8), Array("#".utf8),
            Array("\"\"\"".utf8), Array("é".utf8), Array("🎠".utf8), [0], [0xFF], [0xC3], Array("\\".utf8),
            Array("kind = \"".utf8), Array("[carousel.".utf8), Array("color = \"".utf8),
            Array("image = \"images/".utf8),
        ]
        var problems: [String] = []
        for (name, text) in Fixtures.configs {
            for round in 0..<40 {
                var bytes = Array(text.utf8)
                if round % 3 == 0 { bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random))) }
                for _ in 0..<Int.random(in: 0...6, using: &random) {
                    let position = Int.random(in: 0...bytes.count, using: &random)
                    if Bool.random(using: &random), position < bytes.count {
                        bytes.removeSubrange(
                            position..<min(bytes.count, position + Int.random(in: 1...8, using: &random)))
                    } else {
                        bytes.insert(contentsOf: alphabet.randomElement(using: &random) ?? [], at: position)
                    }
                }
                let mutated = String(decoding: bytes, as: UTF8.self)
                problems += Self.checkOutline(mutated).map { "\(name) round \(round): \($0)" }
                let count = mutated.utf8.count
                for _ in 0..<25 {
                    let offset = Int.random(in: -3...(count + 3), using: &random)
                    problems += Self.exercise(mutated, at: offset).map { "\(name) round \(round): \($0)" }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10))")
    }
}
