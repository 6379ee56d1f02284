import CarouselSpec

extension ValueMeaning {
    /// `frame = { x = 0, y = 28, width = 1280, height = 300 }` → `**1280 × 300 points** at (0, 28)`.
    func rectangle(_ value: ScannedValue) -> String? {
        guard case .inlineTable(let entries, _) = value.kind else { return nil }
        // A side in points, or a frame's percentage of the window ("30%").
        func number(_ name: String) -> String? {
            for entry in entries where entry.keys.count == 1 && entry.keys[0].name == name {
                if case .bare(let text)? = entry.value?.kind, BareValue.number(text) != nil { return text }
                if let text = entry.value?.string, SlotLengthParser.percentage(text) != nil { return text }
            }
            return nil
        }
        guard let width = number("width"), let height = number("height") else { return nil }
        let sides = [width, height] + ["x", "y"].compactMap(number)
        let relative = sides.contains { $0.hasSuffix("%") }
        var text = relative ? "**\(width) × \(height)**" : "**\(width) × \(height) points**"
        if let x = number("x"), let y = number("y") { text += " at (\(x), \(y)), from the window's top-left corner" }
        if relative {
            text += "; points, or percentages of the window's width (x, width) and height (y, height) at every size"
        }
        return text + "."
    }

    func tuple(_ value: ScannedValue, names: [String]) -> String {
        guard case .array(let elements, _) = value.kind else { return unexpected(value) }
        let parts = zip(names, elements).map { name, element in "\(name) " + written(element) }
        if names == ["width", "height"], elements.count == 2, case .bare(let width) = elements[0].kind,
            case .bare(let height) = elements[1].kind
        {
            return "**\(width) × \(height) points** (" + parts.joined(separator: ", ") + ")."
        }
        return parts.joined(separator: ", ") + "."
    }

    func template(_ value: ScannedValue) -> String {
        guard let text = value.string else { return unexpected(value) }
        let examples = (1...3).map { position in
            text.expandingTemplate(position: position)
        }
        return written(value) + " names the items " + examples.map { "“\($0)”" }.joined(separator: ", ") + ", …"
    }
}
