/// Writes one ``FormatValue`` in canonical form.
struct ValueLayout {
    /// The document the values' and comments' ranges point into.
    let source: [UInt8]

    /// Appends `value`; `indent` is the indentation (spaces) of the line the value starts on.
    func append(_ value: FormatValue, indent: Int, to output: inout [UInt8]) {
        switch value {
        case .scalar(let text):
            output += source[text]
        case .inlineTable(let pairs):
            guard !pairs.isEmpty else {
                output += [Ascii.openBrace, Ascii.closeBrace]
                return
            }
            output += [Ascii.openBrace, Ascii.space]
            for (position, pair) in pairs.enumerated() {
                if position > 0 { output += [Ascii.comma, Ascii.space] }
                output += pair.key
                output += [Ascii.space, Ascii.equals, Ascii.space]
                append(pair.value, indent: indent, to: &output)
            }
            output += [Ascii.space, Ascii.closeBrace]
        case .array(let elements, let dangling, let multiline):
            if multiline && !(elements.isEmpty && dangling.isEmpty) {
                appendLines(elements, dangling: dangling, indent: indent, to: &output)
            } else {
                output.append(Ascii.openBracket)
                for (position, element) in elements.enumerated() {
                    if position > 0 { output += [Ascii.comma, Ascii.space] }
                    append(element.value, indent: indent, to: &output)
                }
                output.append(Ascii.closeBracket)
            }
        }
    }

    /// One element per line, each followed by a comma, comments kept in place.
    private func appendLines(
        _ elements: [ArrayElement], dangling: [Range<Int>], indent: Int, to output: inout [UInt8]
    ) {
        let inner = indent + LineLayout.indentWidth
        output += [Ascii.openBracket, Ascii.newline]
        for element in elements {
            for comment in element.leading {
                pad(inner, &output)
                output += source[comment]
                output.append(Ascii.newline)
            }
            pad(inner, &output)
            append(element.value, indent: inner, to: &output)
            output.append(Ascii.comma)
            LineLayout.appendComment(element.trailing, from: source, to: &output)
            output.append(Ascii.newline)
        }
        for comment in dangling {
            pad(inner, &output)
            output += source[comment]
            output.append(Ascii.newline)
        }
        pad(indent, &output)
        output.append(Ascii.closeBracket)
    }

    private func pad(_ count: Int, _ output: inout [UInt8]) {
        output += repeatElement(Ascii.space, count: count)
    }
}
