import SourceDiagnostics
import TOML

/// Canonical layout for TOML documents (`carousel fmt`): keeps every comment, the key order and
/// every value's meaning; normalises spacing, blank lines, line endings and safe key quoting.
///
/// The rules are in docs/fmt.md. A document that does not parse is never reformatted, and a
/// result whose decoded form differs from the input's is refused rather than returned.
public enum TOMLFormatter {
    /// The formatted text of `source`, or why it cannot be formatted.
    public static func format(_ source: String) -> Result<String, TOMLFormatFailure> {
        switch format(bytes: Array(source.utf8), path: "<input>") {
        case .success(let bytes): return .success(String(decoding: bytes, as: UTF8.self))
        case .failure(let failure): return .failure(failure)
        }
    }

    /// The formatted bytes of a UTF-8 document; `path` names the file in diagnostics.
    public static func format(bytes: [UInt8], path: String) -> Result<[UInt8], TOMLFormatFailure> {
        let file = SourceFile(path: path, bytes: bytes)
        // The input's tree is kept only as its digest: formatting and the check below then
        // never hold two trees (docs/limits.md: `fmt` of a 13 MB file stays under 10x + 64 MB).
        let digest: DocumentEquality.Digest
        do {
            let parsed = TOMLDocumentParser.parse(file)
            guard parsed.isValid else {
                return .failure(TOMLFormatFailure(file: file, diagnostics: parsed.diagnostics))
            }
            digest = DocumentEquality.Digest(parsed.root)
        }
        let output: [UInt8]
        do throws(FormatStop) {
            let lines = try FormatLine.lines(of: bytes)
            output = LineLayout.render(lines, source: bytes)
        } catch {
            return .failure(TOMLFormatFailure(file: file, internalProblem: error.message))
        }
        let check = TOMLDocumentParser.parse(SourceFile(path: path, bytes: output))
        guard check.isValid, DocumentEquality.Digest(check.root) == digest else {
            return .failure(
                TOMLFormatFailure(
                    file: file,
                    internalProblem: "the formatted text would decode differently; the file is left as it is"))
        }
        return .success(output)
    }
}
