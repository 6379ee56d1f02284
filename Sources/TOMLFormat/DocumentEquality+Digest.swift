import TOML

extension DocumentEquality {
    /// A 128-bit digest of what ``same(_:_:)-(TOMLTable,TOMLTable)`` compares: the keys in order and
    /// the values by the same rules (floats by bit pattern, any NaN like any other; date-times by
    /// every component; arrays of tables told from inline arrays).
    ///
    /// The formatter keeps this instead of the input's tree while it formats, so a large file's
    /// two trees (input and output) are never held at once: a 200,000-item spec's tree is larger
    /// than the file. Two seeded hashers of one process; equal documents always give equal
    /// digests, and different ones collide with odds of about 2^-128.
    struct Digest: Equatable {
        let first: Int
        let second: Int

        init(_ root: TOMLTable) {
            var hasher = Hashers()
            hasher.first.combine(0x5EED_0001)
            hasher.second.combine(0x5EED_0002)
            Self.combine(root, into: &hasher)
            self.first = hasher.first.finalize()
            self.second = hasher.second.finalize()
        }

        /// The two hashers, fed the same values in one walk of the document.
        private struct Hashers {
            var first = Hasher()
            var second = Hasher()

            mutating func combine<T: Hashable>(_ value: T) {
                first.combine(value)
                second.combine(value)
            }
        }

        private static func combine(_ table: TOMLTable, into hasher: inout Hashers) {
            hasher.combine(table.entries.count)
            for entry in table.entries {
                hasher.combine(entry.key.name)
                combine(entry.value, into: &hasher)
            }
        }

        private static func combine(_ value: TOMLValue, into hasher: inout Hashers) {
            switch value.kind {
            case .string(let text):
                hasher.combine(0 as UInt8)
                hasher.combine(text)
            case .integer(let number):
                hasher.combine(1 as UInt8)
                hasher.combine(number)
            case .float(let number):
                hasher.combine(2 as UInt8)
                hasher.combine(number.isNaN ? UInt64.max : number.bitPattern)
                hasher.combine(number.isNaN)
            case .boolean(let flag):
                hasher.combine(3 as UInt8)
                hasher.combine(flag)
            case .dateTime(let dateTime):
                hasher.combine(4 as UInt8)
                // Every component (the type's own hash leaves some out): the fraction as written too.
                hasher.combine(dateTime.kind)
                hasher.combine(dateTime.date?.year)
                hasher.combine(dateTime.date?.month)
                hasher.combine(dateTime.date?.day)
                hasher.combine(dateTime.time?.hour)
                hasher.combine(dateTime.time?.minute)
                hasher.combine(dateTime.time?.second)
                hasher.combine(dateTime.time?.nanosecond)
                hasher.combine(dateTime.fractionDigits)
                hasher.combine(dateTime.offsetMinutes)
            case .table(let table):
                hasher.combine(5 as UInt8)
                combine(table, into: &hasher)
            case .array(let elements, let isArrayOfTables):
                hasher.combine(6 as UInt8)
                hasher.combine(isArrayOfTables)
                hasher.combine(elements.count)
                for element in elements { combine(element, into: &hasher) }
            }
        }
    }
}
