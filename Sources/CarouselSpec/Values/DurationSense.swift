/// Unit sense for bare numbers in duration keys: a bare number means seconds, but `4000` in a key
/// whose useful range is seconds was almost surely meant as milliseconds (W0411, and the help of
/// E0301 when it is out of range). Words here, checks in ``SpecReader``.
enum DurationSense {
    /// Two readings of a bare number, as the strings a fix-it writes: `"4s"` and `"4000ms"`.
    struct Readings: Equatable {
        /// The number read as milliseconds, written in seconds: `"4s"`.
        var seconds: String
        /// The number read as milliseconds, written in milliseconds: `"4000ms"`.
        var milliseconds: String
    }

    /// `4000 s = 66 min 40 s` for 4000; `45 s` below a minute. Minutes are not folded into hours, so
    /// the figure stays comparable with the number written.
    static func spelled(_ seconds: Double) -> String {
        let written = Bounds.format(seconds) + " s"
        guard seconds.isFinite, seconds >= 60, seconds < 1e15 else { return written }
        let minutes = (seconds / 60).rounded(.down)
        let rest = ((seconds - minutes * 60) * 1000).rounded() / 1000
        let restText = rest == 0 ? "" : " " + Bounds.format(rest) + " s"
        return written + " = " + Bounds.format(minutes) + " min" + restText
    }

    /// The readings of `number` taken as milliseconds, or nil when that reading lies outside `bounds`
    /// too (then suggesting it would only trade one error for another).
    static func millisecondReadings(of number: Double, within bounds: Bounds?) -> Readings? {
        guard number.isFinite, number > 0, number < 1e15 else { return nil }
        let seconds = number / 1000
        if let bounds, !bounds.contains(seconds) { return nil }
        return Readings(seconds: "\"\(Bounds.format(seconds))s\"", milliseconds: "\"\(Bounds.format(number))ms\"")
    }

    /// `did you mean "4s" or "4000ms"?`
    static func question(_ readings: Readings) -> String {
        "did you mean \(readings.seconds) or \(readings.milliseconds)?"
    }
}
