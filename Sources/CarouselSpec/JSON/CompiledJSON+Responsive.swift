import CarouselEngine
import JSON

/// The `compile` output of `[[carousel.when]]` rules and of `compile --size`.
extension CompiledJSON {
    /// A carousel's rules: each with its number, its conditions and the keys it changes, as written.
    static func rules(_ carousel: SpecTable) -> JSONValue {
        .array(
            ResponsiveRule.rules(of: carousel).map { rule in
                var members: [(String, JSONValue)] = [("rule", .integer(rule.number))]
                for (index, field) in rule.table.descriptor.fields.enumerated() where rule.table.isWritten(slot: index)
                {
                    members.append((field.key, writtenValue(rule.table.slots[index].value)))
                }
                return .object(members)
            })
    }

    /// A value as written: a nested table with its written keys only.
    private static func writtenValue(_ value: SpecValue?) -> JSONValue {
        guard case .table(let table)? = value else { return self.value(value, kind: .paging) }
        var members: [(String, JSONValue)] = []
        for (index, field) in table.descriptor.fields.enumerated() where table.isWritten(slot: index) {
            members.append((field.key, writtenValue(table.slots[index].value)))
        }
        return .object(members)
    }

    /// The spec resolved for a window of `size` points (`compile --size`): the rules that apply
    /// there in force, laid out as the window shows it, and a `responsive` object saying so.
    static func document(_ spec: ResponsiveSpec, forWindow size: Size) -> JSONValue {
        let layout = spec.layoutSize(forWindow: size)
        let resolution = spec.resolution(forWindow: size, layOutAt: layout)
        guard case .object(var members) = document(resolution, path: spec.absolutePath) else { return .null }
        let applied = spec.appliedRules(forWindow: size)
        let scale = min(1, size.width / spec.specSize.width, size.height / spec.specSize.height)
        let summary: JSONValue = .object([
            ("window-size", .array([.number(size.width), .number(size.height)])),
            ("layout-size", .array([.number(layout.width), .number(layout.height)])),
            ("scale", .number(rounded(scale))),
            (
                "applied",
                .array(
                    applied.enumerated().map { index, numbers in
                        .object([
                            ("carousel", .string(spec.ids[index])), ("rules", .array(numbers.map { .integer($0) })),
                        ])
                    })
            ),
        ])
        members.insert(("responsive", summary), at: min(1, members.count))
        return .object(members)
    }
}

extension SpecCompilation {
    /// The resolved configuration for a window of `size` points as pretty-printed JSON
    /// (`carousel compile --size`), or nil when the spec has errors or was compiled without
    /// keeping its document (``SpecLoader/keepsDocument``, or rules).
    public func compiledJSON(forWindow size: Size) -> String? {
        guard spec != nil, let responsive else { return nil }
        return CompiledJSON.document(responsive, forWindow: size).text() + "\n"
    }
}
