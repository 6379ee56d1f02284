extension Parser {
    /// The value of a syntactically valid decimal float token (underscores allowed).
    ///
    /// Exact fast path (Clinger): at most 15 significant digits and a power of ten up to 22 are
    /// both exact doubles, so one multiplication or division rounds correctly. Otherwise the
    /// standard library's correctly rounded conversion does the work.
    func floatValue(_ start: Int, _ stop: Int) -> Double {
        var index = start
        let negative = bytes[index] == Byte.minus
        if negative || bytes[index] == Byte.plus { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var seenPoint = false
        while index < stop {
            let byte = bytes[index]
            if Byte.isDigit(byte) {
                if mantissa != 0 || byte != Byte.zero { digits += 1 }
                if digits <= 19 {
                    mantissa = mantissa &* 10 &+ UInt64(byte &- Byte.zero)
                } else if !seenPoint {
                    scale += 1
                }
                if seenPoint && digits <= 19 { scale -= 1 }
            } else if byte == Byte.dot {
                seenPoint = true
            } else if byte != Byte.underscore {
                break
            }
            index += 1
        }
        var exponent = 0
        if index < stop {  // at `e` / `E`
            index += 1
            var exponentNegative = false
            if bytes[index] == Byte.plus || bytes[index] == Byte.minus {
                exponentNegative = bytes[index] == Byte.minus
                index += 1
            }
            while index < stop {
                let byte = bytes[index]
                if Byte.isDigit(byte) && exponent < 100_000 { exponent = exponent * 10 + Int(byte &- Byte.zero) }
                index += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        let power = exponent + scale
        if digits <= 15 && power >= -22 && power <= 22 {
            var value = Double(mantissa)
            value = power < 0 ? value / Parser.powersOfTen[-power] : value * Parser.powersOfTen[power]
            return negative ? -value : value
        }
        var cleaned: [UInt8] = []
        cleaned.reserveCapacity(stop - start)
        for position in start..<stop where bytes[position] != Byte.underscore { cleaned.append(bytes[position]) }
        return Double(String(decoding: cleaned, as: UTF8.self)) ?? .nan
    }

    /// 1e0 ... 1e22, all exactly representable.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
