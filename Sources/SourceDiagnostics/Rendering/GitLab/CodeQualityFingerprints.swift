/// Stable fingerprints for Code Quality issues: GitLab compares them between the base and the
/// head of a merge request to tell new issues from old ones.
///
/// The fingerprint hashes the file's path, the code, the data path and the text under the span,
/// not the line number, so an issue keeps its fingerprint when lines are added above it. Two
/// issues that would hash the same (the same text with the same code twice in one file) are told
/// apart by their occurrence number, counted in source order. The hash is 128-bit FNV-1a,
/// printed as 32 lower-case hex digits: it is not a security measure, only an identity.
struct CodeQualityFingerprints {
    private var seen: [String: Int] = [:]

    /// The fingerprint of the next issue, `diagnostic` in `file` shown at `path`.
    mutating func next(path: String, diagnostic: Diagnostic, file: SourceFile) -> String {
        var text = ""
        if let span = diagnostic.span {
            let start = min(max(span.start, 0), file.bytes.count)
            let end = min(max(span.end, start), file.bytes.count)
            text = String(decoding: file.bytes[start..<end], as: UTF8.self)
        }
        let key = [path, diagnostic.code.text, diagnostic.path, text].joined(separator: "\u{0}")
        let occurrence = seen[key, default: 0]
        seen[key] = occurrence + 1
        return Self.hash(key + "\u{0}\(occurrence)")
    }

    /// 128-bit FNV-1a of the UTF-8 of `text`, as 32 hex digits.
    static func hash(_ text: String) -> String {
        let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013B
        var value: UInt128 = 0x6C62_272E_07BB_0142_62B8_2175_6295_C58D
        for byte in text.utf8 {
            value ^= UInt128(byte)
            value &*= prime
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 32 - digits.count)) + digits
    }
}
