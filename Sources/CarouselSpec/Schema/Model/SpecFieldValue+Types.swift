import CarouselEngine

extension Double: SpecFieldValue {
    /// A number, an integer, or a duration in seconds.
    init?(specValue value: SpecValue) {
        guard let number = value.double else { return nil }
        self = number
    }
}

extension Int: SpecFieldValue {
    init?(specValue value: SpecValue) {
        guard case .integer(let number) = value else { return nil }
        self = number
    }
}

extension Bool: SpecFieldValue {
    init?(specValue value: SpecValue) {
        guard case .boolean(let flag) = value else { return nil }
        self = flag
    }
}

extension String: SpecFieldValue {
    /// Text, an id, a name or a template; or an absolute path (image and font keys).
    init?(specValue value: SpecValue) {
        switch value {
        case .string(let text), .path(let text): self = text
        default: return nil
        }
    }
}

extension RGBAColor: SpecFieldValue {
    init?(specValue value: SpecValue) {
        guard case .color(let color) = value else { return nil }
        self = color
    }
}

extension SpecTable: SpecFieldValue {
    init?(specValue value: SpecValue) {
        guard case .table(let table) = value else { return nil }
        self = table
    }
}

extension Array: SpecFieldValue where Element: SpecListElement {
    init?(specValue value: SpecValue) {
        guard let list = Element.list(from: value) else { return nil }
        self = list
    }
}

/// An element type of a list-valued key (`[[carousel.items]]`, `size`, `opacity`, `palette`).
protocol SpecListElement: Sendable {
    /// The list `value` holds, or nil when it holds something else.
    static func list(from value: SpecValue) -> [Self]?
}

extension SpecTable: SpecListElement {
    static func list(from value: SpecValue) -> [SpecTable]? {
        if case .tables(let tables) = value { return tables }
        return nil
    }
}

extension Int: SpecListElement {
    static func list(from value: SpecValue) -> [Int]? {
        if case .integers(let numbers) = value { return numbers }
        return nil
    }
}

extension OpacityStop: SpecListElement {
    static func list(from value: SpecValue) -> [OpacityStop]? {
        if case .stops(let stops) = value { return stops }
        return nil
    }
}

extension RGBAColor: SpecListElement {
    static func list(from value: SpecValue) -> [RGBAColor]? {
        if case .colors(let colors) = value { return colors }
        return nil
    }
}

extension Double: SpecListElement {
    static func list(from value: SpecValue) -> [Double]? {
        if case .numbers(let numbers) = value { return numbers }
        return nil
    }
}
