/// A unified diff (as `diff -u` prints it) between two texts, from ``LineDiff``.
public enum UnifiedDiff {
    /// The diff of `old` and `new` with `context` unchanged lines around each change, headed
    /// `--- oldLabel` / `+++ newLabel`; empty when the texts are equal. A last line without a
    /// line break is marked `\ No newline at end of file`, as `diff` does.
    public static func render(
        old: [UInt8], new: [UInt8], oldLabel: String, newLabel: String, context: Int = 3
    ) -> String {
        guard old != new else { return "" }
        let oldLines = TextLines(old)
        let newLines = TextLines(new)
        let steps = LineDiff.steps(oldCount: oldLines.count, newCount: newLines.count) {
            oldLines.same($0, as: newLines, $1)
        }
        var text = "--- \(oldLabel)\n+++ \(newLabel)\n"
        for hunk in hunks(steps, context: context) {
            text += header(hunk)
            for step in hunk {
                switch step.kind {
                case .same: text += line(" ", oldLines.line(step.old))
                case .delete: text += line("-", oldLines.line(step.old))
                case .insert: text += line("+", newLines.line(step.new))
                }
            }
        }
        return text
    }

    /// Runs of steps around changes, joined when fewer than `2 * context` lines apart.
    static func hunks(_ steps: [LineDiff.Step], context: Int) -> [[LineDiff.Step]] {
        let changes = steps.indices.filter { steps[$0].kind != .same }
        var hunks: [[LineDiff.Step]] = []
        var index = 0
        while index < changes.count {
            let first = changes[index]
            var last = first
            while index + 1 < changes.count, changes[index + 1] - last <= 2 * context + 1 {
                index += 1
                last = changes[index]
            }
            let start = max(0, first - context)
            let end = min(steps.count - 1, last + context)
            hunks.append(Array(steps[start...end]))
            index += 1
        }
        return hunks
    }

    /// `@@ -start,count +start,count @@` (a count of 1 left out, as `diff` does).
    private static func header(_ hunk: [LineDiff.Step]) -> String {
        guard let first = hunk.first else { return "" }
        let oldCount = hunk.filter { $0.kind != .insert }.count
        let newCount = hunk.filter { $0.kind != .delete }.count
        return "@@ -\(range(first.old, oldCount)) +\(range(first.new, newCount)) @@\n"
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: return "\(start),0"
        case 1: return "\(start + 1)"
        default: return "\(start + 1),\(count)"
        }
    }

    private static func line(_ mark: String, _ bytes: ArraySlice<UInt8>) -> String {
        if bytes.last == 0x0A { return mark + String(decoding: bytes, as: UTF8.self) }
        return mark + String(decoding: bytes, as: UTF8.self) + "\n\\ No newline at end of file\n"
    }
}
