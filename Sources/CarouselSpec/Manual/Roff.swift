/// Writing man pages (roff with the `man` macros): the escaping both of carousel's pages use.
package enum Roff {
    /// `text` safe on a roff text line: backslashes escaped, `-` written as `\-` (a hyphen-minus,
    /// so options can be copied), and a leading `.` or `'` guarded so it is not read as a request.
    package static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            default: result.append(character)
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }

    /// The `.TH` header line: `.TH CAROUSEL 1 "" "carousel 0.22.0" "User Commands"`.
    package static func header(name: String, section: Int, source: String, manual: String) -> String {
        ".TH \(name.uppercased()) \(section) \"\" \"\(source)\" \"\(manual)\""
    }

    /// Paragraphs of already-wrapped text: each blank line starts a new paragraph (`.PP`), and a
    /// paragraph with an indented line (an example) is kept as written (`.nf`, `.fi`).
    package static func paragraphs(_ text: String) -> String {
        var output: [String] = []
        let blocks = text.split(separator: "\n", omittingEmptySubsequences: false)
            .split(whereSeparator: { $0.allSatisfy(\.isWhitespace) })
        for (index, block) in blocks.enumerated() {
            if index > 0 { output.append(".PP") }
            let literal = block.contains { $0.first == " " }
            if literal { output.append(".nf") }
            output += block.map { escaped(String($0)) }
            if literal { output.append(".fi") }
        }
        return output.joined(separator: "\n")
    }
}
