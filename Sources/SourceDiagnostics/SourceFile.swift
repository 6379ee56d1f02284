import HostSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of one input file with a line table, so spans turn into lines and columns.
public final class SourceFile: Sendable {
    /// The path as the user gave it (used verbatim in diagnostics).
    public let path: String
    /// The raw bytes, exactly as read (a BOM, CRLF and invalid UTF-8 included).
    public let bytes: [UInt8]
    /// Byte offset of the first byte of every line; `lineStarts[0] == 0`.
    ///
    /// Built on first use: a file without diagnostics (most files `check` reads) never needs it.
    public var lineStarts: [Int] {
        lazyLineStarts.withLock { starts in
            if let starts { return starts }
            let built = Self.lineStarts(of: bytes)
            starts = built
            return built
        }
    }
    private let lazyLineStarts = LockedValue<[Int]?>(nil)

    /// Creates a source file from raw bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The byte offset of the first byte of every line of `bytes` (`[0]` first), found with
    /// memchr many bytes at a time (a 10 MB spec has 700,000 lines; the language server builds
    /// its table again after every change).
    public static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
                let index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                starts.append(index + 1)
                offset = index + 1
            }
        }
        return starts
    }

    /// Creates a source file from text (convenient in tests).
    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 0-based index of the line containing `offset`.
    public func lineIndex(containing offset: Int) -> Int {
        let lineStarts = lineStarts
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The 1-based line and scalar column of a byte offset (clamped into the file).
    public func location(of offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        let line = lineIndex(containing: clamped)
        let lineStarts = lineStarts
        var column = 1
        var index = lineStarts[line]
        // A leading BOM on line 1 is not a column the user can see.
        if line == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF, clamped >= 3 {
            index = 3
        }
        while index < clamped {
            // Count scalars: every byte that is not a UTF-8 continuation byte starts one.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(line: line + 1, column: column)
    }

    /// The start and end locations of a span (end is exclusive, as in LSP / SARIF).
    public func range(of span: SourceSpan) -> (start: SourceLocation, end: SourceLocation) {
        (location(of: span.start), location(of: span.end))
    }

    /// The text of the 0-based line `index` without its line break (invalid UTF-8 repaired).
    public func lineText(_ index: Int) -> String {
        let lineStarts = lineStarts
        guard index >= 0, index < lineStarts.count else { return "" }
        var start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
        if index == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        guard end > start else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
