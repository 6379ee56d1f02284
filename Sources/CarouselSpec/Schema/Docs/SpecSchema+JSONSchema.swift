import JSON

extension SpecSchema {
    /// A JSON Schema (draft-07 keywords only, `definitions`, no `$defs`) generated from the descriptors.
    ///
    /// It is deliberately no stricter than the compiler: cross-field rules (kinds, layout, duplicate
    /// ids) are left to `carousel check`, so the schema never rejects a spec the compiler accepts.
    /// Every key and table also carries taplo's `x-taplo` docs and links (``JSONSchemaBuilder/taplo(_:in:)``).
    public static func jsonSchema() -> String {
        JSONSchemaBuilder().document().text() + "\n"
    }
}

/// Builds the JSON Schema document from ``SpecSchema``'s descriptors.
struct JSONSchemaBuilder {
    func document() -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("title", .string("Carousel spec, version \(SpecSchema.version)")),
        ]
        if case .object(let root) = object(SpecSchema.root) { members += root }
        members.append(("definitions", .object(definitions().map { ($0.name, object($0)) })))
        return .object(members)
    }

    /// Every table descriptor reachable from the root except the root itself, in first-seen order.
    func definitions() -> [TableDescriptor] {
        var result: [TableDescriptor] = []
        var queue = [SpecSchema.root]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let table = queue.removeFirst()
            guard seen.insert(table.name).inserted else { continue }
            if table !== SpecSchema.root { result.append(table) }
            queue += table.fields.compactMap(\.nestedTable)
        }
        return result
    }

    func object(_ table: TableDescriptor) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("type", .string("object")),
            ("description", .string(table.doc)),
            ("properties", .object(table.fields.map { ($0.key, property($0, in: table)) })),
            ("additionalProperties", .bool(false)),
        ]
        let required = table.fields.filter(\.isRequired).map { JSONValue.string($0.key) }
        if !required.isEmpty { members.append(("required", .array(required))) }
        members.append(("x-taplo", taplo(table)))
        return .object(members)
    }

    func property(_ field: FieldDescriptor, in table: TableDescriptor) -> JSONValue {
        var members: [(String, JSONValue)] = [("description", .string(describe(field)))]
        if let constant = field.defaultValue.constant, let value = json(constant) { members.append(("default", value)) }
        members += typeKeywords(field)
        members.append(("x-taplo", taplo(field, in: table)))
        return .object(members)
    }

    /// The field's doc plus, for kind-specific keys, which kinds it applies to.
    func describe(_ field: FieldDescriptor) -> String {
        var text = field.doc
        if case .computed(let how) = field.defaultValue { text += " Default: \(how)." }
        return text
    }

    func typeKeywords(_ field: FieldDescriptor) -> [(String, JSONValue)] {
        switch field.type {
        case .integer: return [("type", .string("integer"))] + range(field.bounds)
        case .number: return [("type", .string("number"))] + range(field.bounds)
        case .boolean: return [("type", .string("boolean"))]
        case .string: return [("type", .string("string"))] + length(field.bounds)
        case .identifier: return [("type", .string("string")), ("pattern", .string("^[a-z][a-z0-9-]{0,63}$"))]
        case .enumeration(let names): return [("type", .string("string")), ("enum", .array(names.map { .string($0) }))]
        case .integerOrItemID:
            return [
                (
                    "anyOf",
                    .array([
                        .object([("type", .string("integer"))] + range(field.bounds)),
                        .object([("type", .string("string"))] + length(Bounds.range(1, 64))),
                    ])
                )
            ]
        case .numberOrName(let names):
            return [
                (
                    "anyOf",
                    .array([
                        .object([("type", .string("number"))] + range(field.bounds)),
                        .object([("type", .string("string")), ("enum", .array(names.map { .string($0) }))]),
                    ])
                )
            ]
        case .integerOrName(let names):
            return [
                (
                    "anyOf",
                    .array([
                        .object([("type", .string("integer"))] + range(field.bounds)),
                        .object([("type", .string("string")), ("enum", .array(names.map { .string($0) }))]),
                    ])
                )
            ]
        case .color: return Self.color
        case .duration:
            return [
                (
                    "anyOf",
                    .array([
                        .object([("type", .string("number"))] + range(field.bounds)),
                        .object([("type", .string("string")), ("pattern", .string(DurationParser.pattern))]),
                    ])
                )
            ]
        case .imagePath, .fontPath:
            let pattern = Self.caseInsensitiveSuffix(field.type.fileExtensions)
            return [("type", .string("string")), ("pattern", .string(pattern))]
        case .template: return [("type", .string("string")), ("pattern", .string("^([^{]|\\{[ni]\\})*$"))]
        case .integerTuple(let names, let bounds):
            let items = zip(names, bounds).map { name, bound in
                JSONValue.object([("description", .string(name)), ("type", .string("integer"))] + range(bound))
            }
            return [
                ("type", .string("array")), ("items", .array(items)), ("additionalItems", .bool(false)),
                ("minItems", .integer(names.count)), ("maxItems", .integer(names.count)),
            ]
        case .numberTuple(let names, let bounds):
            let items = zip(names, bounds).map { name, bound in
                JSONValue.object([("description", .string(name)), ("type", .string("number"))] + range(bound))
            }
            return [
                ("type", .string("array")), ("items", .array(items)), ("additionalItems", .bool(false)),
                ("minItems", .integer(names.count)), ("maxItems", .integer(names.count)),
            ]
        case .opacityStops:
            let pair = JSONValue.object([
                ("type", .string("array")), ("items", .object([("type", .string("number"))])),
                ("minItems", .integer(2)), ("maxItems", .integer(2)),
            ])
            return [("type", .string("array")), ("items", pair), ("minItems", .integer(1))]
        case .colorList:
            return [("type", .string("array")), ("items", .object(Self.color))] + count(field.bounds)
        case .lengthList:
            let length = JSONValue.object([("type", .string("number"))] + range(field.bounds))
            return [("type", .string("array")), ("items", length), ("minItems", .integer(1))]
        case .slotLength:
            return [
                (
                    "anyOf",
                    .array([
                        .object([("type", .string("number"))] + range(field.bounds)),
                        .object([("type", .string("string")), ("pattern", .string(SlotLengthParser.pattern))]),
                    ])
                )
            ]
        case .frameLength:
            return [
                (
                    "anyOf",
                    .array([
                        .object([("type", .string("number"))] + range(field.bounds)),
                        .object([("type", .string("string")), ("pattern", .string(FrameLengthReading.pattern))]),
                    ])
                )
            ]
        case .table(let table):
            return [("allOf", .array([reference(table)]))]
        case .lengthOrTable(let table):
            let length = JSONValue.object([("type", .string("number"))] + range(table.fields.first?.bounds))
            return [("anyOf", .array([length, reference(table)]))]
        case .tables(let table):
            return [("type", .string("array")), ("items", reference(table))] + count(field.bounds)
        }
    }

    func reference(_ table: TableDescriptor) -> JSONValue {
        .object([("$ref", .string("#/definitions/\(table.name)"))])
    }

    static let color: [(String, JSONValue)] = [("type", .string("string")), ("pattern", .string(ColorParser.pattern))]

    /// `\.([Pp][Nn][Gg]|...)$`: ECMA-262 patterns have no case-insensitive flag.
    static func caseInsensitiveSuffix(_ extensions: [String]) -> String {
        let alternatives = extensions.map { ext in
            ext.map { character in "[\(character.uppercased())\(character.lowercased())]" }.joined()
        }
        return "\\.(" + alternatives.joined(separator: "|") + ")$"
    }

    func range(_ bounds: Bounds?) -> [(String, JSONValue)] {
        guard let bounds else { return [] }
        var members: [(String, JSONValue)] = []
        if let min = bounds.min { members.append((bounds.minExclusive ? "exclusiveMinimum" : "minimum", .number(min))) }
        if let max = bounds.max { members.append(("maximum", .number(max))) }
        return members
    }

    func length(_ bounds: Bounds?) -> [(String, JSONValue)] {
        guard let bounds else { return [] }
        var members: [(String, JSONValue)] = []
        if let min = bounds.min, min > 0 { members.append(("minLength", .integer(Int(min)))) }
        if let max = bounds.max { members.append(("maxLength", .integer(Int(max)))) }
        return members
    }

    func count(_ bounds: Bounds?) -> [(String, JSONValue)] {
        guard let bounds else { return [] }
        var members: [(String, JSONValue)] = []
        if let min = bounds.min { members.append(("minItems", .integer(Int(min)))) }
        if let max = bounds.max { members.append(("maxItems", .integer(Int(max)))) }
        return members
    }

    /// A constant default as JSON (tables have none).
    func json(_ value: SpecValue) -> JSONValue? {
        switch value {
        case .table, .tables: return nil
        default: return CompiledJSON.value(value, kind: .paging)
        }
    }
}
