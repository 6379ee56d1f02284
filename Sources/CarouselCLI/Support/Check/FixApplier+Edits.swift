import SourceDiagnostics

extension FixApplier {
    /// The first fix-it of each diagnostic whose safety is in `allowing`, in file order, leaving
    /// out any whose edits overlap an earlier chosen one, fall outside the file, or were set aside
    /// before. A deletion that empties its line takes the line (``FixIt/wholeLines(in:)``).
    static func nonOverlapping(
        _ diagnostics: [Diagnostic], in file: SourceFile, skipping: Set<String>, allowing: Set<FixSafety>
    ) -> [Fix] {
        var chosen: [Fix] = []
        var taken: [SourceSpan] = []
        let candidates = diagnostics.compactMap { diagnostic -> Fix? in
            guard let fixIt = diagnostic.fixIts.first(where: { allowing.contains($0.safety) }), !fixIt.edits.isEmpty
            else { return nil }
            return fix(diagnostic, fixIt, in: file)
        }
        let ordered = candidates.sorted { first($0) < first($1) }
        for fix in ordered where !skipping.contains(fix.key) {
            let spans = fix.fixIt.edits.map(\.span)
            let inside = spans.allSatisfy { $0.start >= 0 && $0.start <= $0.end && $0.end <= file.bytes.count }
            guard inside else { continue }
            if spans.contains(where: { span in taken.contains { overlaps(span, $0) } }) { continue }
            if chosen.contains(where: { $0.key == fix.key }) { continue }
            chosen.append(fix)
            taken += spans
        }
        return chosen
    }

    /// The same fix as re-reported by the latest check (its spans may have moved), or nil when
    /// the diagnostic is gone.
    static func relocated(_ fix: Fix, in diagnostics: [Diagnostic], file: SourceFile) -> Fix? {
        for candidate in diagnostics {
            for fixIt in candidate.fixIts {
                let moved = Self.fix(candidate, fixIt, in: file)
                if moved.key == fix.key { return moved }
            }
        }
        return nil
    }

    /// `fixIt` of `diagnostic` as applied to `file`: deletions widened to whole lines, located at
    /// the diagnostic (or its first edit).
    private static func fix(_ diagnostic: Diagnostic, _ fixIt: FixIt, in file: SourceFile) -> Fix {
        let start = diagnostic.span?.start ?? fixIt.edits.map(\.span.start).min() ?? 0
        return Fix(diagnostic: diagnostic, fixIt: fixIt.wholeLines(in: file.bytes), location: file.location(of: start))
    }

    /// `bytes` with `edits` applied, or nil when two edits overlap or one is outside the bytes.
    static func applying(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8]? {
        let sorted = edits.sorted { ($0.span.start, $0.span.end) > ($1.span.start, $1.span.end) }
        var result = bytes
        var limit = bytes.count
        for edit in sorted {
            let span = edit.span
            guard span.start >= 0, span.start <= span.end, span.end <= limit else { return nil }
            result.replaceSubrange(span.start..<span.end, with: Array(edit.replacement.utf8))
            limit = span.start
        }
        return result
    }

    /// Two spans share a byte, or two insertions are at the same place (their order would be a guess).
    static func overlaps(_ a: SourceSpan, _ b: SourceSpan) -> Bool {
        if a.start == a.end || b.start == b.end {
            return (a.start >= b.start && a.start <= b.end) || (b.start >= a.start && b.start <= a.end)
        }
        return a.start < b.end && b.start < a.end
    }

    private static func first(_ fix: Fix) -> Int { fix.fixIt.edits.map(\.span.start).min() ?? 0 }
}
