import CarouselEngine
import SourceDiagnostics

/// One carousel after resolution: its filled table, engine configuration, place and derived values.
struct CarouselContext: Sendable {
    /// Position in the file.
    var index: Int
    /// The carousel table with every default filled in.
    var table: SpecTable
    var kind: CarouselKind
    var configuration: CarouselConfiguration
    var items: ResolvedItems
    var derived: CarouselDerived
    /// The corner radius before clamping to the card.
    var requestedCornerRadius: Double

    /// Where `kind` is written, if it is.
    var kindSpan: SourceSpan? { table.valueSpan("kind") }
}

/// A whole spec after resolution: what the rules check and what `compile` prints.
struct SpecResolution: Sendable {
    var root: SpecTable
    var window: SpecTable
    var resolvedWindow: ResolvedWindow
    var carousels: [CarouselContext]

    /// The resolved spec (meaningful only when the rules found no errors).
    func spec(path: String) -> ResolvedSpec {
        ResolvedSpec(
            path: path, version: root.int("version"), window: resolvedWindow,
            carousels: carousels.map {
                ResolvedCarousel(engine: $0.configuration, title: $0.table.string("title"), items: $0.items)
            })
    }
}

/// Fills defaults, lays the carousels out and computes derived values.
enum SpecResolver {
    static func resolve(_ document: consuming SpecTable, filePath: String) -> SpecResolution {
        var root = consume document
        SpecDefaults.fill(&root, kind: .paging)
        var window = root.table("window") ?? SpecBuilder.filledDefault(SpecSchema.window, kind: .paging)
        if window["title"] == nil { window["title"] = .string(defaultTitle(for: filePath)) }
        root["window"] = .table(window)
        var windowSize = Size(width: 1280, height: 800)
        if case .integers(let numbers)? = window["size"], numbers.count == 2 {
            windowSize = Size(width: Double(numbers[0]), height: Double(numbers[1]))
        }
        let layout = WindowLayout(rawValue: window.string("layout") ?? "") ?? .rows
        let resolvedWindow = ResolvedWindow(
            title: window.string("title") ?? "", size: windowSize,
            background: window.color("background") ?? RGBAColor(red: 0x0E, green: 0x0F, blue: 0x13),
            fontPath: window.path("font"), layout: layout)

        var tables = root.takeTables("carousel")
        var configurations: [CarouselConfiguration] = []
        var kinds: [CarouselKind] = []
        var itemLists: [ResolvedItems] = []
        for index in tables.indices {
            let kind = CarouselKind(rawValue: tables[index].string("kind") ?? "") ?? .paging
            fillCarousel(&tables[index], kind: kind)
            let items = SpecBuilder.items(tables[index])
            kinds.append(kind)
            itemLists.append(items)
            configurations.append(SpecBuilder.configuration(tables[index], kind: kind, itemCount: items.count))
        }
        let placements = SceneLayout.slots(
            for: SceneConfiguration(windowSize: windowSize, layout: layout, carousels: configurations))
        var carousels: [CarouselContext] = []
        for index in tables.indices {
            let derived = CarouselDerived(configuration: configurations[index], placement: placements[index])
            var configuration = configurations[index]
            let requestedRadius = configuration.cornerRadius
            configuration.cornerRadius = min(configuration.cornerRadius, derived.maxCornerRadius)
            fillResolved(&tables[index], configuration: configuration, derived: derived)
            carousels.append(
                CarouselContext(
                    index: index, table: tables[index], kind: kinds[index], configuration: configuration,
                    items: itemLists[index], derived: derived,
                    requestedCornerRadius: requestedRadius))
        }
        root["carousel"] = .tables(tables)
        return SpecResolution(root: root, window: window, resolvedWindow: resolvedWindow, carousels: carousels)
    }

    /// `featured.carousel.toml` -> `featured`.
    static func defaultTitle(for path: String) -> String {
        var name = String(path.split(separator: "/").last ?? "")
        for suffix in [".carousel.toml", ".toml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name.isEmpty ? "Carousel" : String(name.prefix(200))
    }

    /// Defaults that depend on the kind, the position or other values of the carousel.
    static func fillCarousel(_ table: inout SpecTable, kind: CarouselKind) {
        SpecDefaults.fill(&table, kind: kind)
        if var auto = table.table("auto") {
            if auto["enabled"] == nil { auto["enabled"] = .boolean(auto.isWritten) }
            table["auto"] = .table(auto)
        }
        if var generate = table.table("generate"), generate["palette"] == nil {
            generate["palette"] = .colors(NamedColors.defaultPalette)
            table["generate"] = .table(generate)
        }
        if table.isWritten("items") {
            var items = table.takeTables("items")
            let palette = NamedColors.defaultPalette
            typealias Slot = SpecSchema.ItemSlots
            for index in items.indices {
                if items[index][slot: Slot.id] == nil { items[index][slot: Slot.id] = .string(String(index + 1)) }
                if items[index][slot: Slot.title] == nil {
                    items[index][slot: Slot.title] = .string("Item \(index + 1)")
                }
                if items[index][slot: Slot.color] == nil {
                    items[index][slot: Slot.color] = .color(palette[index % palette.count])
                }
                if items[index][slot: Slot.textColor] == nil, let color = items[index].color(slot: Slot.color) {
                    items[index][slot: Slot.textColor] = .color(Contrast.textColor(on: color))
                }
            }
            table["items"] = .tables(items)
        }
    }

    /// Values known only after layout: frame, page size, packed spacing ratio, clamped corner radius.
    static func fillResolved(_ table: inout SpecTable, configuration: CarouselConfiguration, derived: CarouselDerived) {
        if !table.isWritten("frame") {
            table["frame"] = .table(
                numbers(
                    SpecSchema.frame, path: table.path(of: "frame"),
                    [
                        "x": derived.placement.frame.x, "y": derived.placement.frame.y,
                        "width": derived.placement.frame.width, "height": derived.placement.frame.height,
                    ]))
        }
        if configuration.kind == .paging, !table.isWritten("page-size") {
            table["page-size"] = .table(
                numbers(
                    SpecSchema.pageSize, path: table.path(of: "page-size"),
                    [
                        "width": derived.cardSize.width, "height": derived.cardSize.height,
                    ]))
        }
        if var stack = table.table("stack"), stack["spacing-ratio"] == nil, let metrics = derived.stack {
            stack["spacing-ratio"] = .number(metrics.spacingRatio)
            table["stack"] = .table(stack)
        }
        table["corner-radius"] = .number(configuration.cornerRadius)
    }

    private static func numbers(_ descriptor: TableDescriptor, path: String, _ values: [String: Double]) -> SpecTable {
        var table = SpecTable(descriptor: descriptor, path: path, span: .point(0), isWritten: false)
        for (key, value) in values { table[key] = .number(value) }
        return table
    }
}
