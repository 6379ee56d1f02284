import SourceDiagnostics

/// Entry point of the TOML 1.0 parser.
public enum TOMLDocumentParser {
    /// The largest `maxDepth` honoured; larger requests are lowered to it so recursion stays
    /// far from the stack limit on any thread.
    public static let depthCeiling = 1024

    /// Parses a whole file. Never throws and never traps: problems become diagnostics with spans.
    ///
    /// Parsing stops at the first error; the returned root then holds what was built before it.
    /// - Parameter maxDepth: nesting limit for tables, arrays and inline tables together
    ///   (the root is depth 0; at most ``depthCeiling``).
    public static func parse(_ file: SourceFile, maxDepth: Int = 256) -> TOMLParseResult {
        let limit = min(max(maxDepth, 1), depthCeiling)
        return file.bytes.withUnsafeBufferPointer { buffer in
            let start = TOMLTokenizer.byteOrderMarkLength(buffer)
            if let problem = InputCheck.firstProblem(in: buffer, from: start) {
                return TOMLParseResult(
                    root: TOMLTable(span: SourceSpan(start: 0, end: buffer.count), origin: .root),
                    diagnostics: [problem.diagnostic(in: buffer)])
            }
            var parser = Parser(bytes: buffer, start: start, maxDepth: limit)
            do {
                try parser.parseDocument()
            } catch {
                // The diagnostic is already recorded; keep what was built so far.
            }
            return TOMLParseResult(root: parser.root.freeze(), diagnostics: parser.diagnostics)
        }
    }
}
