import CarouselEngine

/// Defaults in words, as docs, hovers and the man page write them.
extension FieldDefault {
    /// The default in words: "`16`", "required", "none (absent)", how it is computed, or per kind.
    var text: String {
        switch self {
        case .required: return "required"
        case .none: return "none (absent)"
        case .value(let value): return "`\(Self.toml(value))`"
        case .computed(let how): return how
        case .byKind(let base, let overrides):
            let special = CarouselKind.allCases.compactMap { kind in
                overrides[kind].map { "`\(Self.toml($0))` for \(kind.rawValue)" }
            }
            return "`\(Self.toml(base))`" + (special.isEmpty ? "" : "; " + special.joined(separator: ", "))
        }
    }

    /// A value as a spec would write it.
    static func toml(_ value: SpecValue) -> String {
        switch value {
        case .integer(let number): return String(number)
        case .number(let number): return Bounds.format(number)
        case .duration(let seconds): return "\"\(Bounds.format(seconds))s\""
        case .boolean(let flag): return flag ? "true" : "false"
        case .string(let text), .path(let text): return "\"\(text)\""
        case .color(let color): return "\"\(color.alpha == 255 ? String(color.hex.prefix(7)) : color.hex)\""
        case .integers(let numbers): return "[" + numbers.map(String.init).joined(separator: ", ") + "]"
        case .stops(let stops):
            let pairs = stops.map { "[\(Bounds.format($0.distance)), \(Bounds.format($0.opacity))]" }
            return "[" + pairs.joined(separator: ", ") + "]"
        case .colors(let colors): return "[" + colors.map { "\"\($0.hex)\"" }.joined(separator: ", ") + "]"
        case .numbers(let numbers): return "[" + numbers.map(Bounds.format).joined(separator: ", ") + "]"
        case .table, .tables: return "{ ... }"
        }
    }
}
