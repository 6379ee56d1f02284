import Testing

@testable import TOMLFormat

@Suite("UnifiedDiff and LineDiff")
struct UnifiedDiffTests {
    @Test("equal texts give no diff")
    func equal() {
        #expect(UnifiedDiff.render(old: Array("a\n".utf8), new: Array("a\n".utf8), oldLabel: "x", newLabel: "x") == "")
    }

    @Test("hunks like diff -u: three lines of context, a count of 1 left out, far changes apart")
    func hunks() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n18\n", with: "\n")
        let expected = """
            --- a
            +++ b
            @@ -1,5 +1,5 @@
             1
            -2
            +two
             3
             4
             5
            @@ -15,6 +15,5 @@
             15
             16
             17
            -18
             19
             20

            """
        #expect(
            UnifiedDiff.render(old: Array(old.utf8), new: Array(new.utf8), oldLabel: "a", newLabel: "b") == expected)
    }

    @Test("insertion into an empty file and a missing final newline")
    func edges() {
        #expect(
            UnifiedDiff.render(old: [], new: Array("a\n".utf8), oldLabel: "a", newLabel: "b")
                == "--- a\n+++ b\n@@ -0,0 +1 @@\n+a\n")
        #expect(
            UnifiedDiff.render(old: Array("a".utf8), new: Array("a\n".utf8), oldLabel: "a", newLabel: "b")
                == "--- a\n+++ b\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n")
    }

    @Test("random line lists: the script rebuilds the new list and is as short as the LCS allows")
    func minimalScripts() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<400 {
            let old = (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0..<4, using: &random) }
            let new = (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0..<4, using: &random) }
            let steps = LineDiff.steps(old, new)
            var rebuilt: [Int] = []
            var consumed: [Int] = []
            for step in steps {
                switch step.kind {
                case .same:
                    #expect(old[step.old] == new[step.new])
                    rebuilt.append(old[step.old])
                    consumed.append(step.old)
                case .delete: consumed.append(step.old)
                case .insert: rebuilt.append(new[step.new])
                }
            }
            #expect(rebuilt == new)
            #expect(consumed == Array(old.indices))
            let changes = steps.filter { $0.kind != .same }.count
            #expect(changes == old.count + new.count - 2 * lcs(old, new), "\(old) -> \(new)")
        }
    }

    @Test("past the exact-search limit the middle is replaced whole, still a correct script")
    func largeDistance() {
        let old = (0..<3000).map { $0 * 2 }
        let new = (0..<3000).map { $0 * 2 + 1 }
        let steps = LineDiff.steps(old, new)
        #expect(steps.filter { $0.kind == .delete }.count == 3000)
        #expect(steps.filter { $0.kind == .insert }.map { new[$0.new] } == new)
    }

    private func lcs(_ a: [Int], _ b: [Int]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
