/// A span turned into 1-based lines and scalar columns; the end is exclusive.
public struct SourceRegion: Sendable, Hashable {
    /// Where the span starts.
    public var start: SourceLocation
    /// One past where it ends.
    public var end: SourceLocation

    /// Creates a region.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }
}

extension SourceFile {
    /// The region of `span`: start and exclusive end as lines and scalar columns.
    public func region(of span: SourceSpan) -> SourceRegion {
        let (start, end) = range(of: span)
        return SourceRegion(start: start, end: end)
    }

    /// The byte range of the 0-based line `index` without its line break (and without a BOM on line 0).
    func lineByteRange(_ index: Int) -> Range<Int> {
        guard index >= 0, index < lineStarts.count else { return bytes.count..<bytes.count }
        var start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
        if index == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<max(start, end)
    }
}
