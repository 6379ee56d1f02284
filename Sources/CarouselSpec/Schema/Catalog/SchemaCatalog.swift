import CarouselEngine

/// The spec format's tables and keys as plain values for editor tooling (hover, completion,
/// outline) in other modules of the package: a read-only copy of ``SpecSchema``'s descriptors,
/// so the editor says exactly what the compiler checks and the JSON Schema declares.
package struct SchemaCatalog: Sendable {
    /// The top level of a spec.
    package var root: SchemaTableInfo
    /// Every table, by ``SchemaTableInfo/name``, the root included.
    package var tables: [String: SchemaTableInfo]

    /// A catalog over the given tables; `rootName` names the top level.
    package init(tables: [SchemaTableInfo], rootName: String) {
        var byName: [String: SchemaTableInfo] = [:]
        for table in tables { byName[table.name] = table }
        self.tables = byName
        self.root = byName[rootName] ?? SchemaTableInfo(name: rootName, title: "", doc: "", keys: [], docsURL: "")
    }

    /// The catalog of the spec format this compiler reads.
    package static let spec = SchemaCatalog(
        tables: JSONSchemaBuilder().definitions().map(SchemaTableInfo.init) + [SchemaTableInfo(SpecSchema.root)],
        rootName: SpecSchema.root.name)

    /// The table called `name`, if any.
    package func table(_ name: String) -> SchemaTableInfo? { tables[name] }

    /// The table a key's value opens (its nested table), if any.
    package func nested(_ key: SchemaKeyInfo) -> SchemaTableInfo? { key.shape.tableName.flatMap { tables[$0] } }

    /// The carousel kinds, in documentation order.
    package static let kindNames = SpecSchema.kindNames

    /// Extensions an `image` path may have (lower case; any case is accepted).
    package static let imageExtensions = ["png", "jpg", "jpeg", "bmp"]
    /// Extensions a `font` path may have (lower case; any case is accepted).
    package static let fontExtensions = ["ttf", "otf"]
    /// The units a duration string may use, with their length in seconds.
    package static let durationUnits = DurationParser.units

    /// The color a color string means (`"teal"`, `"#30B0C7"`), or nil when it is not one.
    package static func color(_ text: String) -> RGBAColor? {
        if case .success(let color) = ColorParser.parse(text) { return color }
        return nil
    }

    /// The seconds a duration string means (`"2.5s"`, `"250ms"`), or nil when it is not one.
    package static func durationSeconds(_ text: String) -> Double? {
        if case .success(let seconds) = DurationParser.parse(text) { return seconds }
        return nil
    }

    /// `4000 s = 66 min 40 s`: seconds in words, as messages write them.
    package static func spelledSeconds(_ seconds: Double) -> String { DurationSense.spelled(seconds) }

    /// Up to three names from `names` close to `word`, as `check`'s did-you-mean picks them.
    package static func closest(to word: String, in names: [String]) -> [String] {
        NameSuggestions.closest(to: word, in: names)
    }

    /// A number without a trailing `.0` when it is whole.
    package static func format(_ number: Double) -> String { Bounds.format(number) }
}
