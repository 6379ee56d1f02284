import SourceDiagnostics

/// Applies the first fix-it of each diagnostic to a file's bytes, in rounds, keeping only the
/// fixes that leave the file no worse (`carousel check --fix`).
///
/// Each round takes every fixable diagnostic whose edits do not overlap an earlier one's, applies
/// them together and checks the result again. The round is kept when the file has no more errors
/// than before, no error it did not have before, and every fixed diagnostic is gone. Otherwise
/// the fixes are tried one by one, and a fix that fails alone is set aside with the reason.
/// Overlapping fixes wait for a later round, after the check that follows.
struct FixApplier {
    /// The diagnostics of a version of the file.
    let check: ([UInt8]) -> [Diagnostic]
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
            let batch = Self.nonOverlapping(result.remaining, in: file, skipping: setAside)
            guard !batch.isEmpty else { break }
            if let (bytes, after) = attempt(batch, on: result.bytes, before: result.remaining) {
                result.bytes = bytes
                result.remaining = after
                result.applied += batch
                continue
            }
            // Together they made things worse: keep those that are fine one at a time.
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

    /// The bytes and their diagnostics after `fixes`, or nil when the result is worse.
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

    /// nil when `after` is acceptable; otherwise why not.
    static func verdict(_ fixes: [Fix], before: [Diagnostic], after: [Diagnostic]) -> String? {
        let errorsBefore = before.filter { $0.severity == .error }
        let errorsAfter = after.filter { $0.severity == .error }
        var known = counts(errorsBefore)
        for error in errorsAfter {
            let key = identity(error)
            guard let count = known[key], count > 0 else {
                return "the file would get a new error, \(error.code.text): \(error.message)"
            }
            known[key] = count - 1
        }
        if errorsAfter.count > errorsBefore.count {
            return "the file would have more errors (\(errorsAfter.count) instead of \(errorsBefore.count))"
        }
        var remaining = counts(after)
        for fix in fixes {
            let key = identity(fix.diagnostic)
            guard let count = remaining[key], count > 0 else { continue }
            if count >= counts(before)[key, default: 0] {
                return "\(fix.diagnostic.code.text) is still reported after the fix"
            }
            remaining[key] = count - 1
        }
        return nil
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
