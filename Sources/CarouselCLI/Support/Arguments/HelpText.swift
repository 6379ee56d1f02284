/// The one function that fits help text to the terminal (`carousel help COMMAND`, every
/// `--help`).
///
/// Help is declared as lines (an option's help, a command's `about`) laid out for an 80-column
/// terminal: piped help and help on a terminal of 80 columns or more read as declared
/// (``CommandSpec/help(width:)``). On a narrower terminal each paragraph (or list entry) whose
/// lines do not fit is filled again, greedily, to the terminal's width.
enum HelpText {
    /// The width help is laid out for when the output is not a terminal, in columns.
    static let defaultWidth = 80

    /// `lines` fitted to `width` columns (at least 20). A list (some lines indented, as in
    /// `--format`'s help, whose entries go on with indented lines) keeps each entry apart and its
    /// continuation lines indented by two spaces; prose is one paragraph.
    static func fit(_ lines: [String], width: Int) -> [String] {
        let width = max(20, width)
        guard lines.contains(where: { $0.count > width }) else { return lines }
        let isList = lines.contains { $0.first == " " }
        var entries: [[Substring]] = []
        for line in lines {
            let words = line.split(separator: " ")
            if entries.isEmpty || (isList && line.first != " ") {
                entries.append(words)
            } else {
                entries[entries.count - 1] += words
            }
        }
        return entries.flatMap { fill($0, width: width, indent: isList ? "  " : "") }
    }

    /// A block of text (paragraphs apart by blank lines) fitted to `width` columns.
    static func fit(block: String, width: Int) -> String {
        let paragraphs = block.split(separator: "\n", omittingEmptySubsequences: false)
            .split(separator: "", omittingEmptySubsequences: false)
        return paragraphs.map { fit($0.map(String.init), width: width).joined(separator: "\n") }
            .joined(separator: "\n\n")
    }

    /// `words` broken into lines of at most `width` columns (a longer word stands alone); lines
    /// after the first start with `indent`.
    static func fill(_ words: [Substring], width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent + word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
