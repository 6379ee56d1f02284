/// The findings of a play, one per code, carousel and subject: the first frame that showed it.
struct FindingLedger: Sendable {
    private(set) var findings: [Finding] = []
    private var seen: Set<FindingKey> = []

    /// Keeps `finding` unless one with its key was kept already.
    mutating func record(_ finding: Finding) {
        guard seen.insert(finding.key).inserted else { return }
        findings.append(finding)
    }

    /// Whether a finding with `key` was kept (the inspector skips work it would throw away).
    func has(_ key: FindingKey) -> Bool { seen.contains(key) }
}
