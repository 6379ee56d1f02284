import SourceDiagnostics

/// Applies one fix-it of each diagnostic to a file's bytes, in rounds (`carousel check --fix`).
///
/// Each round takes every fixable diagnostic whose edits do not overlap an earlier one's, applies
/// them together and checks the result again. Safe fix-its go first: a round takes unsafe ones
/// (only with ``includeUnsafe``) when no safe fix is left, so an unsafe fix never rests on a state
/// a safe fix was about to change. A fix is kept when the diagnostic it fixes is gone and nothing
/// new is reported at its own span: errors it uncovers elsewhere (behind a syntax error) do not
/// count, and the next round fixes them. When a fix of the round fails that rule, the fixes are
/// tried one by one and a fix that fails alone is set aside with the reason. Deleting a key alone
/// on its line deletes the line.
struct FixApplier {
    /// The diagnostics of a version of the file.
    let check: ([UInt8]) -> [Diagnostic]
    /// Whether unsafe fix-its are applied too (`--unsafe-fixes`), after the safe ones.
    let includeUnsafe: Bool
    /// At most this many rounds (each one re-checks the file).
    var maxRounds = 4

    /// What came of fixing one file.
    struct Result {
        /// The bytes after every kept fix.
        var bytes: [UInt8]
        /// The fixes kept, in the order they were applied.
        var applied: [Fix] = []
        /// The fixes set aside, with why.
        var rejected: [(fix: Fix, reason: String)] = []
        /// The diagnostics of ``bytes``.
        var remaining: [Diagnostic] = []

        /// How many of ``remaining`` have only unsafe fix-its: what `--unsafe-fixes` would try.
        var unsafeLeft: Int {
            remaining.filter { diagnostic in
                !diagnostic.fixIts.isEmpty && diagnostic.fixIts.allSatisfy { $0.safety == .unsafe }
            }.count
        }
    }

    /// One fix-it with the diagnostic it resolves and where it was when it was tried.
    struct Fix {
        let diagnostic: Diagnostic
        let fixIt: FixIt
        /// 1-based line and column of the diagnostic in the version the fix was applied to.
        let location: SourceLocation

        /// Same diagnostic text and same fix: used so a fix set aside is not tried again.
        var key: String { "\(diagnostic.code.text)\u{1}\(diagnostic.message)\u{1}\(fixIt.message)" }
    }

    /// Fixes `source` as far as the rules above allow.
    func fix(_ source: [UInt8], path: String) -> Result {
        var result = Result(bytes: source, remaining: check(source))
        var setAside = Set<String>()
        for _ in 0..<maxRounds {
            let file = SourceFile(path: path, bytes: result.bytes)
            var batch = Self.nonOverlapping(result.remaining, in: file, skipping: setAside, allowing: [.safe])
            if batch.isEmpty, includeUnsafe {
                batch = Self.nonOverlapping(result.remaining, in: file, skipping: setAside, allowing: [.safe, .unsafe])
            }
            guard !batch.isEmpty else { break }
            if let (bytes, after) = attempt(batch, on: result.bytes, before: result.remaining) {
                result.bytes = bytes
                result.remaining = after
                result.applied += batch
                continue
            }
            // One of them is not kept: keep those that are fine one at a time.
            var progress = false
            for fix in batch {
                let current = SourceFile(path: path, bytes: result.bytes)
                guard let moved = Self.relocated(fix, in: result.remaining, file: current) else { continue }
                if let (bytes, after) = attempt([moved], on: result.bytes, before: result.remaining) {
                    result.bytes = bytes
                    result.remaining = after
                    result.applied.append(moved)
                    progress = true
                } else {
                    setAside.insert(fix.key)
                    let reason = rejection(moved, on: result.bytes, before: result.remaining)
                    result.rejected.append((moved, reason))
                }
            }
            if !progress { break }
        }
        return result
    }

    /// The bytes and their diagnostics after `fixes`, or nil when one of them is not kept.
    private func attempt(_ fixes: [Fix], on bytes: [UInt8], before: [Diagnostic]) -> ([UInt8], [Diagnostic])? {
        guard let edited = Self.applying(fixes.flatMap(\.fixIt.edits), to: bytes) else { return nil }
        let after = check(edited)
        return Self.verdict(fixes, before: before, after: after) == nil ? (edited, after) : nil
    }

    /// Why `fix` alone is not kept (a sentence), worded from the re-check.
    private func rejection(_ fix: Fix, on bytes: [UInt8], before: [Diagnostic]) -> String {
        guard let edited = Self.applying(fix.fixIt.edits, to: bytes) else {
            return "its edits fall outside the file or overlap each other"
        }
        return Self.verdict([fix], before: before, after: check(edited)) ?? "it conflicts with another fix"
    }

    /// nil when every one of `fixes`, applied together, is kept; otherwise why one is not.
    ///
    /// A fix is kept when the diagnostic it fixes is gone from `after` and no diagnostic that
    /// `before` did not have is reported where its edits wrote (in `after`'s offsets).
    static func verdict(_ fixes: [Fix], before: [Diagnostic], after: [Diagnostic]) -> String? {
        let countsBefore = counts(before)
        var remaining = counts(after)
        for fix in fixes {
            let key = identity(fix.diagnostic)
            guard let count = remaining[key], count > 0 else { continue }
            if count >= countsBefore[key, default: 0] {
                return "\(fix.diagnostic.code.text) is still reported after the fix"
            }
            remaining[key] = count - 1
        }
        let countsAfter = counts(after)
        let new = after.filter { countsAfter[identity($0), default: 0] > countsBefore[identity($0), default: 0] }
        let written = writtenSpans(fixes.flatMap(\.fixIt.edits))
        for fix in fixes {
            let spans = fix.fixIt.edits.compactMap { written[$0] }
            for diagnostic in new {
                guard let span = diagnostic.span, spans.contains(where: { overlaps($0, span) }) else { continue }
                return "it would cause \(diagnostic.code.text) where it writes: \(diagnostic.message)"
            }
        }
        return nil
    }

    /// Where each edit's replacement lies once all `edits` are applied (they do not overlap).
    static func writtenSpans(_ edits: [TextEdit]) -> [TextEdit: SourceSpan] {
        var result: [TextEdit: SourceSpan] = [:]
        var shift = 0
        for edit in edits.sorted(by: { ($0.span.start, $0.span.end) < ($1.span.start, $1.span.end) }) {
            let start = edit.span.start + shift
            result[edit] = SourceSpan(start: start, end: start + edit.replacement.utf8.count)
            shift += edit.replacement.utf8.count - edit.span.length
        }
        return result
    }

    private static func identity(_ diagnostic: Diagnostic) -> String {
        diagnostic.code.text + "\u{1}" + diagnostic.message
    }

    private static func counts(_ diagnostics: [Diagnostic]) -> [String: Int] {
        var result: [String: Int] = [:]
        for diagnostic in diagnostics { result[identity(diagnostic), default: 0] += 1 }
        return result
    }
}
