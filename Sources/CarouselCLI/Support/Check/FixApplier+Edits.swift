import SourceDiagnostics

extension FixApplier {
    /// The first fix-it of each diagnostic, in file order, leaving out any whose edits overlap
    /// an earlier chosen one, fall outside the file, or were set aside before.
    static func nonOverlapping(_ diagnostics: [Diagnostic], in file: SourceFile, skipping: Set<String>) -> [Fix] {
        var chosen: [Fix] = []
        var taken: [SourceSpan] = []
        let candidates = diagnostics.compactMap { diagnostic -> Fix? in
            guard let fixIt = diagnostic.fixIts.first, !fixIt.edits.isEmpty else { return nil }
            let start = fixIt.edits.map(\.span.start).min() ?? 0
            let location = file.location(of: diagnostic.span?.start ?? start)
            return Fix(diagnostic: diagnostic, fixIt: fixIt, location: location)
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
        let match = diagnostics.first { candidate in
            guard let fixIt = candidate.fixIts.first else { return false }
            return Fix(diagnostic: candidate, fixIt: fixIt, location: fix.location).key == fix.key
        }
        guard let diagnostic = match, let fixIt = diagnostic.fixIts.first else { return nil }
        let start = diagnostic.span?.start ?? fixIt.edits.map(\.span.start).min() ?? 0
        return Fix(diagnostic: diagnostic, fixIt: fixIt, location: file.location(of: start))
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
