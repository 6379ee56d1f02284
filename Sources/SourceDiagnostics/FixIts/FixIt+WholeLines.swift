extension FixIt {
    /// This fix-it with each deletion that leaves only blanks on its line widened to the whole
    /// line and its line break, so removing a key alone on its line leaves no blank line behind.
    ///
    /// A deletion is widened only when nothing but spaces and tabs sits between it and the line's
    /// start and end (a comment after the key keeps the line); other edits are unchanged.
    public func wholeLines(in bytes: [UInt8]) -> FixIt {
        var copy = self
        copy.edits = edits.map { $0.wholeLine(in: bytes) }
        return copy
    }
}

extension TextEdit {
    /// The deletion widened to its whole line (see ``FixIt/wholeLines(in:)``), or self.
    func wholeLine(in bytes: [UInt8]) -> TextEdit {
        let newline = UInt8(ascii: "\n")
        let span = self.span
        guard replacement.isEmpty, span.start < span.end, span.start >= 0, span.end <= bytes.count else { return self }
        var start = span.start
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        guard start == 0 || bytes[start - 1] == newline else { return self }
        var end = span.end
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 || bytes[end] == 0x0D { end += 1 }
        if end < bytes.count {
            guard bytes[end] == newline else { return self }
            end += 1
        } else if start > 0 {
            // The last line has no line break: take the one before it instead.
            start -= 1
            if start > 0, bytes[start - 1] == 0x0D { start -= 1 }
        }
        return TextEdit(span: SourceSpan(start: start, end: end), replacement: "")
    }
}
