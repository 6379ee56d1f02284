extension LineTable {
    /// The line starts after the bytes `start..<end` of the text were replaced with `inserted`,
    /// from the line starts before (`starts`), without reading the rest of the text: lines before
    /// the edit keep their starts, the edit's own line breaks are found in `inserted`, and lines
    /// after it move by the change in length. A 100,000-item spec has about 500,000 lines; this
    /// costs one pass of additions over them instead of a scan of its 10 MB.
    static func edited(_ starts: consuming [Int], replacing start: Int, _ end: Int, with inserted: [UInt8]) -> [Int] {
        // Line starts at or before `start` stay; those inside `start + 1 ... end` followed a
        // removed line break; those after `end` move by `delta`.
        let kept = lastIndex(in: starts, atOrBefore: start)
        let firstAfter = lastIndex(in: starts, atOrBefore: end) + 1
        let delta = inserted.count - (end - start)
        var added: [Int] = []
        for (index, byte) in inserted.enumerated() where byte == 0x0A { added.append(start + index + 1) }
        starts.withUnsafeMutableBufferPointer { buffer in
            for index in firstAfter..<buffer.count { buffer[index] += delta }
        }
        starts.replaceSubrange((kept + 1)..<firstAfter, with: added)
        return starts
    }

    /// The last index of `starts` (sorted, `starts[0] == 0`) whose value is at most `offset`.
    static func lastIndex(in starts: [Int], atOrBefore offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
