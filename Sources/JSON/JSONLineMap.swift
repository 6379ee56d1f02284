/// Turns byte offsets into lines and columns for one text.
public struct JSONLineMap: Sendable {
    /// Offsets where each line starts (the first is 0).
    private let lineStarts: [Int]

    /// Indexes the line starts of `bytes`.
    public init(_ bytes: some Sequence<UInt8>) {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
        lineStarts = starts
    }

    /// The line and column of `offset`.
    public func location(of offset: Int) -> JSONLocation {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return JSONLocation(offset: offset, line: low + 1, column: offset - lineStarts[low] + 1)
    }
}
