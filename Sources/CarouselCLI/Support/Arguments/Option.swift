import CarouselEngine

/// The makers of typed option keys (``OptionKey``), one per kind of value.
enum Option {
    /// A flag such as `--strict`: true when given.
    static func flag(_ names: String..., help: [String] = []) -> OptionKey<Bool> {
        OptionKey(spec: OptionSpec(names: names, valueName: nil, kind: .text, defaultText: nil, help: help)) {
            _, alone in alone
        }
    }

    /// A value taken as text (a path, an id), or a word of `kind` `.choice`; nil when not given.
    static func text(
        _ names: String..., placeholder: String, kind: ValueKind = .text, default defaultText: String? = nil,
        required: Bool = false, help: [String] = []
    ) -> OptionKey<String?> {
        let spec = OptionSpec(
            names: names, valueName: placeholder, kind: kind, defaultText: defaultText, help: help, required: required)
        return OptionKey(spec: spec) { value, _ in
            if case .text(let text) = value { return text }
            return nil
        }
    }

    /// A whole number in `range`; nil when not given.
    static func integer(
        _ names: String..., placeholder: String, range: ClosedRange<Int>, default defaultText: String? = nil,
        help: [String] = []
    ) -> OptionKey<Int?> {
        let spec = OptionSpec(
            names: names, valueName: placeholder, kind: .integer(range), defaultText: defaultText, help: help)
        return OptionKey(spec: spec) { value, _ in
            if case .integer(let number) = value { return number }
            return nil
        }
    }

    /// A number (kind `.number`) or a duration in seconds (kind `.duration`); nil when not given.
    static func number(
        _ names: String..., placeholder: String, kind: ValueKind, default defaultText: String? = nil,
        help: [String] = []
    ) -> OptionKey<Double?> {
        let spec = OptionSpec(names: names, valueName: placeholder, kind: kind, defaultText: defaultText, help: help)
        return OptionKey(spec: spec) { value, _ in
            if case .number(let number) = value { return number }
            return nil
        }
    }

    /// `--size WxH`: a window size in points up to `maximum` a side (kind `.size`); nil when not given.
    static func size(
        _ names: String..., maximum: (width: Int, height: Int), default defaultText: String? = nil,
        help: [String] = []
    ) -> OptionKey<Size?> {
        let kind = ValueKind.size(maximumWidth: maximum.width, maximumHeight: maximum.height)
        let spec = OptionSpec(names: names, valueName: "WxH", kind: kind, defaultText: defaultText, help: help)
        return OptionKey(spec: spec) { value, _ in
            if case .size(let width, let height) = value { return Size(width: Double(width), height: Double(height)) }
            return nil
        }
    }

    /// An option whose value is optional and given after `=` (`--focus` or `--focus=ID`); nil when
    /// not given.
    static func optionalValue(_ names: String..., placeholder: String, help: [String] = []) -> OptionKey<
        OptionalArgument?
    > {
        var spec = OptionSpec(names: names, valueName: placeholder, kind: .text, defaultText: nil, help: help)
        spec.optionalValue = true
        return OptionKey(spec: spec) { value, alone in
            if case .text(let text) = value { return .value(text) }
            return alone ? .alone : nil
        }
    }
}
