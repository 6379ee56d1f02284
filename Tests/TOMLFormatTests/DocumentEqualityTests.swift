import SourceDiagnostics
import TOML
import Testing

@testable import TOMLFormat

@Suite("DocumentEquality: the formatter's safety check")
struct DocumentEqualityTests {
    private func root(_ text: String) -> TOMLTable {
        TOMLDocumentParser.parse(SourceFile(path: "t", text: text)).root
    }

    @Test("the same meaning in different layouts is equal")
    func equalLayouts() {
        #expect(DocumentEquality.same(root("a=1\n[t]\nb='x'\n"), root("a = 1\n\n[t]\nb = \"x\"\n")))
        #expect(DocumentEquality.same(root("f = nan\n"), root("f = -nan\n")))
        #expect(DocumentEquality.same(root("n = 1_000\n"), root("n = 1000\n")))
    }

    /// The formatter keeps the input's digest, not its tree: it must agree with `same`.
    @Test("the digest agrees with the comparison")
    func digestAgrees() {
        let pairs = Self.equalPairs.map { ($0, $1, true) } + Self.differentPairs.map { ($0, $1, false) }
        for (left, right, equal) in pairs {
            let same = DocumentEquality.Digest(root(left)) == DocumentEquality.Digest(root(right))
            #expect(same == equal, "\(left) vs \(right)")
        }
    }

    static let equalPairs = [
        ("a=1\n[t]\nb='x'\n", "a = 1\n\n[t]\nb = \"x\"\n"), ("f = nan\n", "f = -nan\n"), ("n = 1_000\n", "n = 1000\n"),
        ("d = 1979-05-27T07:32:00Z\n", "d = 1979-05-27 07:32:00Z\n"),
    ]
    static let differentPairs = [
        ("a = 1\nb = 2\n", "b = 2\na = 1\n"), ("f = 0.0\n", "f = -0.0\n"), ("s = 'a'\n", "s = 'b'\n"),
        ("d = 07:32:00\n", "d = 07:32:00.0\n"), ("x = [1]\n", "x = [1, 1]\n"), ("x = 1\n", "x = 1.0\n"),
        ("a.b = 1\n", "a = { c = 1 }\n"), ("[[t]]\n", "t = [{}]\n"), ("x = [[1], 2]\n", "x = [[1, 2]]\n"),
        ("t = { a = 1 }\nb = 2\n", "t = { a = 1, b = 2 }\n"),
    ]

    @Test("any change of meaning is caught")
    func differences() {
        for (left, right) in Self.differentPairs {
            #expect(!DocumentEquality.same(root(left), root(right)), "\(left) vs \(right)")
        }
    }
}
