/// Small text helpers for hover wording.
extension String {
    /// `"90 s = 1 min 30 s"` → `"90 seconds = 1 min 30 s"`.
    func replacingFirstUnit() -> String {
        guard let range = firstRange(of: " s") else { return self }
        let unit = self[..<range.lowerBound] == "1" ? " second" : " seconds"
        return String(self[..<range.lowerBound]) + unit + String(self[range.upperBound...])
    }

    /// `Item {n}` at position 1 → `Item 1` (`{i}` is the 0-based index).
    func expandingTemplate(position: Int) -> String {
        var result = ""
        var rest = self[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let tail = rest[open...]
            if tail.hasPrefix("{n}") {
                result += String(position)
                rest = tail.dropFirst(3)
            } else if tail.hasPrefix("{i}") {
                result += String(position - 1)
                rest = tail.dropFirst(3)
            } else {
                result += "{"
                rest = tail.dropFirst()
            }
        }
        return result + rest
    }
}
