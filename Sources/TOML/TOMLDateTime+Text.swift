extension TOMLDateTime {
    /// RFC 3339 text: `1979-05-27T07:32:00.999Z`, `1979-05-27T07:32:00`, `1979-05-27` or `07:32:00`,
    /// with the fractional-second digits exactly as written and `Z` for a zero offset.
    public var rfc3339: String {
        var text = ""
        if let date {
            text += Self.pad(date.year, 4) + "-" + Self.pad(date.month, 2) + "-" + Self.pad(date.day, 2)
        }
        if let time {
            if date != nil { text += "T" }
            text += Self.pad(time.hour, 2) + ":" + Self.pad(time.minute, 2) + ":" + Self.pad(time.second, 2)
            if !fractionDigits.isEmpty { text += "." + fractionDigits }
        }
        if let offsetMinutes {
            if offsetMinutes == 0 {
                text += "Z"
            } else {
                let magnitude = abs(offsetMinutes)
                text +=
                    (offsetMinutes < 0 ? "-" : "+") + Self.pad(magnitude / 60, 2) + ":" + Self.pad(magnitude % 60, 2)
            }
        }
        return text
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
