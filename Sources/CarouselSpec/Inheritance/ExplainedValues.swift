import CarouselEngine
import JSON
import SourceDiagnostics

/// `compile --explain-values`: every resolved value of the window and the carousels, one per
/// line, with where it came from: the carousel (or `[window]`) itself, the spec's `[defaults]`, a
/// base file's line, or the built-in default.
///
/// ```
/// carousel[0].spacing = 10  # carousel, line 12
/// carousel[0].corner-radius = 20  # themes/studio.carousel.toml:14
/// carousel[0].indicators = true  # built-in default
/// ```
enum ExplainedValues {
    /// The lines for `resolution` of the spec in `file`, whose taken values came from `origins`.
    static func text(_ resolution: SpecResolution, file: SourceFile, origins: [String: String]) -> String {
        var lines: [String] = []
        let explainer = Explainer(file: file, origins: origins)
        explainer.walk(resolution.window, path: "window", own: "[window]", kind: .paging, into: &lines)
        for carousel in resolution.carousels {
            explainer.walk(
                carousel.table, path: "carousel[\(carousel.index)]", own: "carousel", kind: carousel.kind, into: &lines)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Lists (`items`, rules) are not values a theme gives: they are left out.
    static let skipped: Set<String> = ["items", "generate", "when"]

    private struct Explainer {
        let file: SourceFile
        let origins: [String: String]

        func walk(_ table: SpecTable, path: String, own: String, kind: CarouselKind, into lines: inout [String]) {
            for (index, field) in table.descriptor.fields.enumerated() {
                if let kinds = field.kinds, !kinds.contains(kind) { continue }
                guard !ExplainedValues.skipped.contains(field.key), let value = table.slots[index].value else {
                    continue
                }
                let keyPath = path + "." + field.key
                if case .table(let nested) = value, !field.isValueTable {
                    walk(nested, path: keyPath, own: own, kind: kind, into: &lines)
                    continue
                }
                let shown = CompiledJSON.value(value, kind: kind).text(.compact)
                lines.append(
                    "\(keyPath) = \(shown)  # \(origin(of: keyPath, slot: table.slots[index], own: own, field: field))")
            }
        }

        func origin(of path: String, slot: SpecTable.Slot, own: String, field: FieldDescriptor) -> String {
            if let taken = SpecInheritance.lookup(path, in: origins) { return taken }
            if let span = slot.keySpan { return "\(own), line \(file.location(of: span.start).line)" }
            if case .computed = field.defaultValue { return "computed" }
            return "built-in default"
        }
    }
}

extension SpecCompilation {
    /// Where each resolved value came from, one `path = value  # origin` line each
    /// (`compile --explain-values`); nil when the spec has errors.
    public func explainedValues() -> String? {
        guard let resolution, spec != nil else { return nil }
        return ExplainedValues.text(resolution, file: file, origins: origins)
    }
}
