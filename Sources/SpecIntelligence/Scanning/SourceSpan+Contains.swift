import SourceDiagnostics

extension SourceSpan {
    /// True when `offset` lies inside (the end excluded; an empty span holds its start).
    func holds(_ offset: Int) -> Bool {
        offset >= start && (offset < end || (start == end && offset == start))
    }

    /// True when `offset` lies inside or right after the last byte (a cursor at the end of a word).
    func touches(_ offset: Int) -> Bool { offset >= start && offset <= end }
}
