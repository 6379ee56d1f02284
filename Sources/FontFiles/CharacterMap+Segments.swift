extension CharacterMap {
    /// A format 4 subtable: segments of 16-bit codes, each mapped by a delta or a glyph array.
    struct SegmentMap: Sendable, Hashable {
        var ends: [UInt16]
        var starts: [UInt16]
        var deltas: [UInt16]
        var rangeOffsets: [UInt16]
        /// The subtable's bytes from the `idRangeOffset` array on (the glyph array follows it).
        var tail: [UInt8]

        /// Reads the subtable at `offset`; nil when it is cut short.
        init?(_ reader: BigEndianBytes, at offset: Int) {
            guard let doubled = reader.u16(offset + 6) else { return nil }
            let count = Int(doubled) / 2
            let endsAt = offset + 14, startsAt = endsAt + 2 * count + 2
            let deltasAt = startsAt + 2 * count, rangesAt = deltasAt + 2 * count
            var ends: [UInt16] = [], starts: [UInt16] = [], deltas: [UInt16] = [], ranges: [UInt16] = []
            for index in 0..<count {
                guard let end = reader.u16(endsAt + 2 * index), let start = reader.u16(startsAt + 2 * index),
                    let delta = reader.u16(deltasAt + 2 * index), let range = reader.u16(rangesAt + 2 * index)
                else { return nil }
                ends.append(end)
                starts.append(start)
                deltas.append(delta)
                ranges.append(range)
            }
            let length = Int(reader.u16(offset + 2) ?? 0)
            let tailEnd = min(reader.bytes.count, max(offset + length, rangesAt + 2 * count))
            self.ends = ends
            self.starts = starts
            self.deltas = deltas
            rangeOffsets = ranges
            tail = rangesAt <= tailEnd ? Array(reader.bytes[rangesAt..<tailEnd]) : []
        }

        /// The glyph of `code`, nil for none.
        func glyph(for code: UInt16) -> UInt32? {
            var low = 0, high = ends.count - 1
            while low < high {
                let middle = (low + high) / 2
                if ends[middle] < code { low = middle + 1 } else { high = middle }
            }
            guard low >= 0, low < ends.count, ends[low] >= code, starts[low] <= code else { return nil }
            let glyph: UInt16
            if rangeOffsets[low] == 0 {
                glyph = code &+ deltas[low]
            } else {
                // idRangeOffset counts bytes from its own position in the idRangeOffset array.
                let position = 2 * low + Int(rangeOffsets[low]) + 2 * Int(code - starts[low])
                guard let raw = BigEndianBytes(bytes: tail).u16(position), raw != 0 else { return nil }
                glyph = raw &+ deltas[low]
            }
            return glyph == 0 ? nil : UInt32(glyph)
        }
    }
}
