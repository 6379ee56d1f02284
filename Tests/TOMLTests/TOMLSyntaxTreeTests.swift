import CarouselTestSupport
import Foundation
import SourceDiagnostics
import Testing

@testable import TOML

/// The syntax tree is lossless (its tokens give the input back byte for byte), its spans tile
/// each node exactly, and it is built for any input.
@Suite struct TOMLSyntaxTreeTests {
    /// The package root, from this file's path.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// Checks losslessness and that every node's children tile its span without gaps.
    static func checkLossless(_ bytes: [UInt8], _ name: String) {
        let tree = TOMLSyntaxTree.parse(bytes)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        var offset = 0
        var contiguous = true
        tree.root.forEachToken { token in
            if token.span.start != offset || token.span.length == 0 { contiguous = false }
            offset = token.span.end
            text += bytes[token.span.start..<token.span.end]
        }
        #expect(text == bytes, "\(name): the tokens do not give the input back")
        #expect(contiguous, "\(name): tokens overlap, leave a gap or are empty")
        #expect(tree.root.span == SourceSpan(start: 0, end: bytes.count), "\(name): the document span")
        #expect(tilesExactly(tree.root), "\(name): a node's children do not tile its span")
        var lineTokens: [TOMLToken] = []
        var lineKinds: [TOMLNodeKind] = []
        let lineErrors = TOMLSyntaxTree.forEachLine(of: bytes) { line in
            #expect(line.kind == .line && tilesExactly(line), "\(name): a line does not tile its span")
            line.forEachToken { lineTokens.append($0) }
            lineKinds += line.nodes.map(\.kind)
        }
        #expect(lineTokens == tree.tokens, "\(name): reading by lines gives other tokens")
        #expect(lineKinds == tree.root.nodes.map(\.kind), "\(name): reading by lines gives other statements")
        #expect(lineErrors == tree.errors, "\(name): reading by lines finds other errors")
    }

    static func tilesExactly(_ node: TOMLSyntaxNode) -> Bool {
        var offset = node.span.start
        for child in node.children {
            guard child.span.start == offset else { return false }
            offset = child.span.end
            if case .node(let inner) = child, !tilesExactly(inner) { return false }
        }
        return offset == node.span.end
    }

    static func files(under folder: String, suffix: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(suffix) { found.append(folder + "/" + relative) }
        }
        return found.sorted()
    }

    @Test func everyConfigFileRoundTrips() throws {
        let paths = Self.files(under: Self.root + "/Configs", suffix: ".toml")
        #expect(paths.count >= 20)
        for path in paths {
            Self.checkLossless(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), path)
        }
    }

    @Test func everyTomlTestCaseRoundTrips() throws {
        let folder = Self.root + "/../shared/toml-test/tests"
        var paths = Self.files(under: folder + "/valid", suffix: ".toml")
        paths += Self.files(under: folder + "/invalid", suffix: ".toml")
        try #require(paths.count > 500, "toml-test not found at \(folder)")
        for path in paths {
            Self.checkLossless(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), path)
        }
    }

    @Test func randomBytesRoundTrip() {
        var random = SplitMix64(seed: 0x7EE5_0022_0000_0001)
        let alphabet = Array("[]{}=.,#\"'\\ \t\n\r\r\nab1-_:+eT".utf8) + [0xEF, 0xBB, 0xBF, 0xC3, 0xA9, 0xFF, 0x00]
        for round in 0..<2_000 {
            let count = Int(random.next() % 120)
            let bytes: [UInt8] = (0..<count).map { _ in
                random.next() % 4 == 0
                    ? UInt8(truncatingIfNeeded: random.next()) : alphabet[Int(random.next() % UInt64(alphabet.count))]
            }
            Self.checkLossless(bytes, "random input \(round)")
        }
    }

    @Test func deepNestingIsKeptFlatWithAnError() {
        let bytes = Array(("x = " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)).utf8)
        Self.checkLossless(bytes, "deep")
        #expect(TOMLSyntaxTree.parse(bytes).errors.contains { $0.message.contains("deeper") })
    }

    @Test func aDocumentHasHeadersPairsAndTrivia() {
        let tree = TOMLSyntaxTree.parse(
            "\u{FEFF}# top\n[a.\"b\"]  # head\nx = 1979-05-27 07:32:00 # t\ny = [1, { z = 'q' }]\n")
        #expect(tree.errors.isEmpty)
        #expect(tree.root.nodes.map(\.kind) == [.table, .keyValue, .keyValue])
        #expect(tree.tokens.first?.kind == .byteOrderMark)
        #expect(tree.comments.count == 3)
        let date = tree.root.nodes[1].first(.value)?.tokens.first
        #expect(date?.kind == .scalar && date?.span.length == 19)
        let array = tree.root.nodes[2].first(.array)
        #expect(array?.nodes.map(\.kind) == [.value, .inlineTable])
    }

    @Test func dottedKeysHoldTheirInnerBlanksButNotTheTrailingOnes() {
        let source = "a . b\t.c = 1\nd = { e .f = [2] }\n"
        let bytes = Array(source.utf8)
        Self.checkLossless(bytes, source)
        let tree = TOMLSyntaxTree.parse(bytes)
        #expect(tree.errors.isEmpty)
        func text(_ node: TOMLSyntaxNode?) -> String? {
            node.map { String(decoding: bytes[$0.span.start..<$0.span.end], as: UTF8.self) }
        }
        let pairs = tree.root.nodes
        #expect(text(pairs[0].first(.key)) == "a . b\t.c")
        #expect(
            pairs[0].first(.key)?.tokens.map(\.kind) == [
                .bareKey, .whitespace, .dot, .whitespace, .bareKey, .whitespace, .dot, .bareKey,
            ])
        #expect(pairs[0].lastNode?.kind == .value && text(pairs[0].lastNode) == "1")
        let inline = pairs[1].lastNode
        #expect(inline?.kind == .inlineTable)
        #expect(text(inline?.first(.keyValue)?.first(.key)) == "e .f")
        #expect(inline?.first(.keyValue)?.lastNode?.kind == .array)
        #expect(pairs[1].first(.array) == nil && inline?.first(.value) == nil)
    }

    @Test(arguments: [
        ("x = ", "expected a value"), ("[a", "expected `]` to close the header"), ("= 1", "expected a key"),
        ("x = 1 2", "expected a line break"), ("x = \"abc", "unterminated string"), ("x = [1", "unterminated array"),
        ("x = { a = 1", "unterminated inline table"), ("a.", "expected a key part after `.`"),
    ])
    func errorsBecomeNodesAndMessages(source: String, message: String) {
        let tree = TOMLSyntaxTree.parse(source)
        Self.checkLossless(Array(source.utf8), source)
        #expect(tree.errors.contains { $0.message.hasPrefix(message) }, "\(tree.errors)")
    }

    @Test func commentsInsideStringsAreNotComments() {
        let tree = TOMLSyntaxTree.parse("a = \"# no\" # yes\nb = '''\n# no\n''' \n# own\r\n")
        let bytes = Array("a = \"# no\" # yes\nb = '''\n# no\n''' \n# own\r\n".utf8)
        let texts = tree.comments.map { String(decoding: bytes[$0.span.start..<$0.span.end], as: UTF8.self) }
        #expect(texts == ["# yes", "# own"])
    }
}
