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
    var kindSpan: SourceSpan? { table.valueSpan(SpecSchema.CarouselKeys.kind) }
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
            path: path, version: root[SpecSchema.RootKeys.version], window: resolvedWindow,
            carousels: carousels.map {
                var carousel = ResolvedCarousel(
                    engine: $0.configuration, title: $0.table[SpecSchema.CarouselKeys.title], items: $0.items,
                    label: $0.table[SpecSchema.CarouselKeys.label])
                carousel.paginationColor = $0.table[SpecSchema.NavigationKeys.color]
                carousel.paginationActiveColor = $0.table[SpecSchema.NavigationKeys.activeColor]
                return carousel
            })
    }
}

/// Fills defaults, lays the carousels out and computes derived values.
enum SpecResolver {
    /// `label` when not written: the title when it has text, else the id (what `compile` prints).
    static func fillLabel(_ table: inout SpecTable) {
        typealias Keys = SpecSchema.CarouselKeys
        guard table[Keys.label] == nil else { return }
        let title = table[Keys.title].flatMap { $0.isEmpty ? nil : $0 }
        if let label = title ?? table[Keys.id] { table.set(Keys.label, .string(label)) }
    }

    /// `direction` when not written: the window's (what `compile` prints and the engine reads).
    static func inheritDirection(_ table: inout SpecTable, window: SpecTable) {
        guard !table.isWritten(SpecSchema.CarouselKeys.direction) else { return }
        table.set(SpecSchema.CarouselKeys.direction, .string(window[SpecSchema.WindowKeys.direction]))
    }

    /// Fills and lays out `document`. With an `itemCache` (an edit session's), the items of the
    /// last compile are reused where the edit left them as they were, and this compile's kept.
    static func resolve(
        _ document: consuming SpecTable, filePath: String, measures: ContentMeasures = ContentMeasures(),
        itemCache: ResolvedItemCache? = nil
    ) -> SpecResolution {
        typealias WindowKeys = SpecSchema.WindowKeys
        var root = consume document
        SpecDefaults.fill(&root, kind: .paging)
        var window = root[SpecSchema.RootKeys.window] ?? SpecBuilder.filledDefault(SpecSchema.window, kind: .paging)
        if window[WindowKeys.title] == nil { window.set(WindowKeys.title, .string(defaultTitle(for: filePath))) }
        root.set(SpecSchema.RootKeys.window, .table(window))
        // The reader only accepts a [width, height] pair, so the size has two numbers.
        let size = window[WindowKeys.size]
        let windowSize = Size(width: Double(size.first ?? 0), height: Double(size.last ?? 0))
        let layout = WindowLayout(rawValue: window[WindowKeys.layout]) ?? .rows
        var resolvedWindow = ResolvedWindow(
            title: window[WindowKeys.title] ?? "", size: windowSize, background: window[WindowKeys.background],
            fontPath: window[WindowKeys.font], layout: layout,
            reducedMotion: ReducedMotionSetting(rawValue: window[WindowKeys.reducedMotion]) ?? .auto,
            kiosk: window[WindowKeys.kiosk])
        resolvedWindow.spacing = window[WindowKeys.spacing]
        resolvedWindow.insets = SpecBuilder.windowInsets(window[WindowKeys.insets])
        resolvedWindow.minSize = window[WindowKeys.minSize].map { Size(width: Double($0[0]), height: Double($0[1])) }

        var tables = root.takeTables(SpecSchema.RootKeys.carousels)
        var configurations: [CarouselConfiguration] = []
        var kinds: [CarouselKind] = []
        var itemLists: [ResolvedItems] = []
        for index in tables.indices {
            let kind = CarouselKind(rawValue: tables[index][SpecSchema.CarouselKeys.kind]) ?? .paging
            let hasSource = tables[index][SpecSchema.CarouselKeys.source]?.isWritten ?? false
            fillCarousel(&tables[index], kind: kind)
            fillLabel(&tables[index])
            inheritDirection(&tables[index], window: window)
            fillPagination(&tables[index])
            let items =
                itemCache?.items(of: index, tables[index], hasSource: hasSource) ?? SpecBuilder.items(tables[index])
            kinds.append(kind)
            itemLists.append(items)
            var configuration = SpecBuilder.configuration(
                tables[index], kind: kind, itemCount: items.count, window: windowSize)
            configuration.slotLength = SpecBuilder.slotLength(tables[index], layout: layout)
            // `auto` without a content size is E0346; an equal share meanwhile, so no follow-on
            // error reports a slot of 0 points.
            if configuration.slotLength == .auto, SceneLayout.contentLength(of: configuration, along: layout) == nil {
                configuration.slotLength = .standard
            }
            configurations.append(configuration)
        }
        itemCache?.keep(itemLists)
        let placements = SceneLayout.slots(
            for: SceneConfiguration(
                windowSize: windowSize, layout: layout, carousels: configurations, spacing: resolvedWindow.spacing,
                insets: resolvedWindow.insets))
        var carousels: [CarouselContext] = []
        for index in tables.indices {
            ItemLengthResolver.resolve(
                &configurations[index], table: tables[index], items: &itemLists[index],
                frame: placements[index].frame, fontPath: resolvedWindow.fontPath, measures: measures)
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
        root.set(SpecSchema.RootKeys.carousels, .tables(tables))
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
        typealias Keys = SpecSchema.CarouselKeys
        SpecDefaults.fill(&table, kind: kind)
        SpecBuilder.fillGridAlign(&table, kind: kind)
        SpecBuilder.fillThumbStripAlign(&table, kind: kind)
        if var auto = table[Keys.auto] {
            if auto[SpecSchema.AutoKeys.enabled] == nil {
                auto.set(SpecSchema.AutoKeys.enabled, .boolean(auto.isWritten))
            }
            table.set(Keys.auto, .table(auto))
        }
        // Without a written `opacity`, the stack's curve reaches as far as `max-visible-slot`.
        if var stack = table[Keys.stack], !stack.isWritten(SpecSchema.StackKeys.opacity) {
            let slots = stack[SpecSchema.StackKeys.maxVisibleSlot]
            stack.set(SpecSchema.StackKeys.opacity, .stops(StackOpacity.defaultStops(slots: slots)))
            table.set(Keys.stack, .table(stack))
        }
        if var generate = table[Keys.generate], generate[SpecSchema.GenerateKeys.palette] == nil {
            generate.set(SpecSchema.GenerateKeys.palette, .colors(NamedColors.defaultPalette))
            table.set(Keys.generate, .table(generate))
        }
        if table.isWritten(Keys.items) {
            var items = table.takeTables(Keys.items)
            fillItems(&items, in: items.indices)
            inheritText(&items, from: table[Keys.text])
            table.set(Keys.items, .tables(items))
        }
    }

    /// Fills the items at `positions` with the defaults that depend on the item alone and its
    /// position: `id`, `title`, `color` and `text-color`. Filling an item again changes nothing
    /// (``SpecEditSession`` fills the items it keeps, so a compile of them writes no item).
    static func fillItems(_ items: inout [SpecTable], in positions: Range<Int>) {
        let palette = NamedColors.defaultPalette
        typealias Slot = SpecSchema.ItemSlots
        // The slots read once, and tested without copying their values (100,000 items).
        let (id, image, title, color, textColor) = (Slot.id, Slot.image, Slot.title, Slot.color, Slot.textColor)
        for index in positions {
            if !items[index].hasValue(slot: id) { items[index][slot: id] = .string(String(index + 1)) }
            // An image item without a title shows its picture alone: no "Item N", no scrim.
            if !items[index].hasValue(slot: title), !items[index].hasValue(slot: image) {
                items[index][slot: title] = .string("Item \(index + 1)")
            }
            if !items[index].hasValue(slot: color) {
                items[index][slot: color] = .color(palette[index % palette.count])
            }
            if !items[index].hasValue(slot: textColor), let color = items[index].color(slot: color) {
                items[index][slot: textColor] = .color(Contrast.textColor(on: color))
            }
        }
    }

    /// Values known only after layout: frame, page size, packed spacing ratio, clamped corner radius.
    static func fillResolved(_ table: inout SpecTable, configuration: CarouselConfiguration, derived: CarouselDerived) {
        typealias Keys = SpecSchema.CarouselKeys
        if configuration.relativeFrame != nil, var written = table[Keys.frame] {
            // `compile` shows frames in window points: the percentages resolved at this size
            // (the written ones are `derived.frame-percent`); the sides keep their spans.
            let frame = derived.placement.frame
            typealias Frame = SpecSchema.FrameKeys
            for (key, value) in [
                (Frame.x, frame.x), (Frame.y, frame.y), (Frame.width, frame.width), (Frame.height, frame.height),
            ] {
                written.set(key, .number(value))
            }
            table.set(Keys.frame, .table(written))
        } else if !table.isWritten(Keys.frame) {
            let frame = derived.placement.frame
            typealias Frame = SpecSchema.FrameKeys
            table.set(
                Keys.frame,
                .table(
                    numbers(
                        SpecSchema.frame, path: table.path(of: Keys.frame),
                        [
                            (Frame.x, frame.x), (Frame.y, frame.y), (Frame.width, frame.width),
                            (Frame.height, frame.height),
                        ])))
        }
        if configuration.kind == .paging, !table.isWritten(Keys.pageSize) {
            typealias Page = SpecSchema.PageSizeKeys
            table.set(
                Keys.pageSize,
                .table(
                    numbers(
                        SpecSchema.pageSize, path: table.path(of: Keys.pageSize),
                        [(Page.width, derived.cardSize.width), (Page.height, derived.cardSize.height)])))
        }
        if var stack = table[Keys.stack], stack[SpecSchema.StackKeys.spacingRatio] == nil, let metrics = derived.stack {
            stack.set(SpecSchema.StackKeys.spacingRatio, .number(metrics.spacingRatio))
            table.set(Keys.stack, .table(stack))
        }
        table.set(Keys.cornerRadius, .number(configuration.cornerRadius))
    }

    private static func numbers<Value>(
        _ descriptor: TableDescriptor, path: String, _ values: [(Field<Value>, Double)]
    ) -> SpecTable {
        var table = SpecTable(descriptor: descriptor, path: path, span: .point(0), isWritten: false)
        for (key, value) in values { table.set(key, .number(value)) }
        return table
    }
}
