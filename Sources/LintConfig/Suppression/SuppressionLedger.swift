import CarouselSpec
import SourceDiagnostics

/// Which suppression comments of one spec were used, and what is wrong with the others.
struct SuppressionLedger {
    private let comments: [SuppressionComment]
    private let knownCodes: [String: Severity]
    /// `used[comment][code]`: whether that code of that comment suppressed something.
    private var used: [[Bool]]

    init(comments: [SuppressionComment], knownCodes: [String: Severity]) {
        self.comments = comments
        self.knownCodes = knownCodes
        used = comments.map { [Bool](repeating: false, count: $0.codes.count) }
    }

    /// Whether a comment suppresses `code` on the 0-based `line`; marks that comment's code used.
    mutating func suppress(_ code: String, onLine line: Int) -> Bool {
        for (index, comment) in comments.enumerated() where comment.problem == nil && comment.targetLine == line {
            for (position, named) in comment.codes.enumerated() where named.text == code {
                if knownCodes[code] == .error { continue }
                used[index][position] = true
                return true
            }
        }
        return false
    }

    /// W0501-W0504 for the comments, once every diagnostic went through ``suppress(_:onLine:)``.
    func findings(in file: SourceFile) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (index, comment) in comments.enumerated() {
            if let problem = comment.problem {
                found.append(SuppressionFindings.malformed(comment, problem))
                continue
            }
            var unused: [Int] = []
            for (position, code) in comment.codes.enumerated() {
                switch knownCodes[code.text] {
                case nil:
                    found.append(SuppressionFindings.unknownCode(code, knownCodes: knownCodes))
                case .error?:
                    found.append(SuppressionFindings.errorCode(code))
                default:
                    if !used[index][position] { unused.append(position) }
                }
            }
            found += SuppressionFindings.unused(comment, positions: unused, in: file)
        }
        return found
    }
}
