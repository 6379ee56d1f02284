import CarouselEngine

/// Turns filled spec tables into the engine's plain configuration values.
///
/// Keys are read through the typed keys of ``SpecSchema`` (`…Keys`); defaults come from the
/// descriptors only (``DefaultedField``, ``filledDefault(_:kind:)``), never from literals here.
/// The few `?? 0` / `?? ""` below read required keys (frame and page-size sides, the carousel id,
/// the generator's count): the reader drops a frame or page-size missing one, and a missing id or
/// count is an E0203 error, so no valid spec reaches those fallbacks.
enum SpecBuilder {
    /// A written `frame` as its four sides (points or percentages of the window).
    static func relativeFrame(_ table: SpecTable) -> RelativeFrame {
        typealias Keys = SpecSchema.FrameKeys
        let zero = FrameLength.points(0)
        return RelativeFrame(
            x: table[Keys.x] ?? zero, y: table[Keys.y] ?? zero, width: table[Keys.width] ?? zero,
            height: table[Keys.height] ?? zero)
    }

    /// An explicit page size (its keys are required, so a read table has both).
    static func pageSize(_ table: SpecTable) -> Size {
        Size(width: table[SpecSchema.PageSizeKeys.width] ?? 0, height: table[SpecSchema.PageSizeKeys.height] ?? 0)
    }

    static func itemSize(_ table: SpecTable) -> Size {
        Size(width: table[SpecSchema.ItemSizeKeys.width], height: table[SpecSchema.ItemSizeKeys.height])
    }

    static func insets(_ table: SpecTable) -> EdgeInsets {
        typealias Keys = SpecSchema.InsetsKeys
        return EdgeInsets(
            top: table[Keys.top], leading: table[Keys.leading], bottom: table[Keys.bottom],
            trailing: table[Keys.trailing])
    }

    /// `[window] insets`: 0 on every side when not written.
    static func windowInsets(_ table: SpecTable?) -> EdgeInsets {
        typealias Keys = SpecSchema.WindowInsetsKeys
        guard let table else { return EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
        return EdgeInsets(
            top: table[Keys.top], leading: table[Keys.leading], bottom: table[Keys.bottom],
            trailing: table[Keys.trailing])
    }

    /// The carousel's length along the window layout: `row-height` in rows, `column-width` in
    /// columns (the other key is an error, E0343), else an equal share.
    static func slotLength(_ table: SpecTable, layout: WindowLayout) -> SlotLength {
        switch layout {
        case .rows: return table[SpecSchema.CarouselKeys.rowHeight] ?? .standard
        case .columns: return table[SpecSchema.CarouselKeys.columnWidth] ?? .standard
        }
    }

    static func snap(_ table: SpecTable) -> SnapSettings {
        typealias Keys = SpecSchema.SnapKeys
        let animation: SnapAnimation =
            table[Keys.animation] == "ease-out"
            ? .easeOut(durationSeconds: table[Keys.duration])
            : .spring(stiffness: table[Keys.stiffness], damping: table[Keys.damping])
        var settings = SnapSettings(
            animation: animation, velocityThreshold: table[Keys.velocityThreshold],
            distanceThreshold: table[Keys.distanceThreshold], maxFlickPages: table[Keys.maxFlickPages])
        freeScroll(table, into: &settings)
        return settings
    }

    /// nil when the file has no `[carousel.auto]` table.
    static func auto(_ table: SpecTable) -> AutoScrollSettings? {
        typealias Keys = SpecSchema.AutoKeys
        guard table.isWritten else { return nil }
        return AutoScrollSettings(
            enabled: table[Keys.enabled] ?? table.isWritten, intervalSeconds: table[Keys.interval],
            resumeAfterSeconds: table[Keys.resumeAfter], pauseOnHover: table[Keys.pauseOnHover],
            direction: AutoScrollDirection(rawValue: table[Keys.direction]) ?? .forward,
            onInteraction: AutoScrollInteraction(rawValue: table[Keys.onInteraction]) ?? .resume,
            resume: AutoScrollResume(rawValue: table[Keys.resume]) ?? .restart, stopAtEnd: table[Keys.stopAtEnd],
            pauseOnFocus: table[Keys.pauseOnFocus],
            progress: AutoScrollProgress(rawValue: table[Keys.progress]) ?? .none,
            pauseButton: table[Keys.pauseButton], announce: AutoScrollAnnounce(rawValue: table[Keys.announce]) ?? .user)
    }

    static func stack(_ table: SpecTable) -> StackSettings {
        typealias Keys = SpecSchema.StackKeys
        return StackSettings(
            aspectRatio: table[Keys.aspectRatio],
            spacingRatio: table.isWritten(Keys.spacingRatio) ? table[Keys.spacingRatio] : nil,
            neighborScale: table[Keys.neighborScale], minScale: table[Keys.minScale],
            extentSlack: table[Keys.extentSlack], focusWidth: table[Keys.focusWidth],
            maxVisibleSlot: table[Keys.maxVisibleSlot], opacityStops: table[Keys.opacity],
            fitsStage:
                !(table.isWritten(Keys.spacingRatio) || table.isWritten(Keys.neighborScale)
                || table.isWritten(Keys.extentSlack) || table.isWritten(Keys.focusWidth)))
    }

    /// The marquee's item extent until `item-extent = "auto"` items are measured (the key's default).
    static let standardItemExtent = 100.0

    static func marquee(_ table: SpecTable) -> MarqueeSettings {
        typealias Keys = SpecSchema.MarqueeKeys
        return MarqueeSettings(
            speedPointsPerSecond: table[Keys.speed], itemExtent: table[Keys.itemExtent].number(or: standardItemExtent),
            decelerationPerMillisecond: table[Keys.deceleration],
            onReducedMotion: MarqueeReducedMotion(rawValue: table[Keys.onReducedMotion]) ?? .step)
    }

    static func focus(_ table: SpecTable) -> FocusSettings {
        typealias Keys = SpecSchema.FocusKeys
        return FocusSettings(
            itemSize: itemSize(table[Keys.itemSize] ?? filledDefault(SpecSchema.itemSize, kind: .focus)),
            shrink: table[Keys.shrink], visibleNeighbors: table[Keys.visibleNeighbors],
            fitsStage: !table.isWritten(Keys.itemSize))
    }

    /// The item list, or the generator when the carousel has `[carousel.generate]`.
    static func items(_ carousel: SpecTable) -> ResolvedItems {
        if let generate = carousel[SpecSchema.CarouselKeys.generate] {
            typealias Keys = SpecSchema.GenerateKeys
            return .generated(
                GeneratedItems(
                    count: generate[Keys.count] ?? 0, titleTemplate: TitleTemplate(generate[Keys.title]),
                    palette: generate[Keys.palette] ?? NamedColors.defaultPalette,
                    label: labelStyle(ofCarousel: carousel)))
        }
        let tables = carousel[SpecSchema.CarouselKeys.items] ?? []
        var items: [ResolvedItem] = []
        items.reserveCapacity(tables.count)
        var names = LabelNames()
        let fitting = imageFitting(ofCarousel: carousel)
        tables.forEachInPlace { _, table in items.append(resolvedItem(table, fitting: fitting, names: &names)) }
        return .list(items)
    }

    /// Item `index` of the carousel's written items as ``items(_:)`` resolves it (for
    /// ``ResolvedItemCache``, which resolves again only the item an edit changed).
    static func item(_ index: Int, of carousel: SpecTable) -> ResolvedItem {
        var names = LabelNames()
        let tables = carousel[SpecSchema.CarouselKeys.items] ?? []
        return resolvedItem(tables[index], fitting: imageFitting(ofCarousel: carousel), names: &names)
    }

    /// One written item as drawn (its table filled by the resolver).
    private static func resolvedItem(_ item: borrowing SpecTable, fitting: ImageFitting, names: inout LabelNames)
        -> ResolvedItem
    {
        typealias Slot = SpecSchema.ItemSlots
        let color = item.color(slot: Slot.color) ?? RGBAColor(red: 0, green: 0, blue: 0)
        var image: String?
        if case .path(let path)? = item[slot: Slot.image] { image = path }
        let textColor = item.color(slot: Slot.textColor) ?? Contrast.textColor(on: color)
        // On a picture the label is white unless the spec itself gives `text-color`.
        let onImage = image != nil && item.isWritten(slot: Slot.textColor) ? textColor : nil
        return ResolvedItem(
            id: item.string(slot: Slot.id) ?? "", title: item.string(slot: Slot.title) ?? "",
            subtitle: item.string(slot: Slot.subtitle), color: color, textColor: textColor,
            imagePath: image, imageTextColor: onImage, label: labelStyle(item, slots: Slot.text, names: &names),
            alt: item.string(slot: Slot.alt), imageFitting: image == nil ? fitting : imageFitting(item, over: fitting))
    }

    /// The items' own auto-scroll intervals, by index. A marquee's items have none: for it, the
    /// items whose reading time (``ReadingTime``, W0434's pace) is longer than the interval, how
    /// long each stands when the marquee steps under reduced motion.
    static func itemIntervals(_ table: SpecTable, kind: CarouselKind, interval: Double) -> [Int: Double] {
        var intervals: [Int: Double] = [:]
        guard kind != .marquee else {
            (table[SpecSchema.CarouselKeys.items] ?? []).forEachInPlace { index, item in
                let words =
                    ReadingTime.words(in: item.string(slot: SpecSchema.ItemSlots.title) ?? "")
                    + ReadingTime.words(in: item.string(slot: SpecSchema.ItemSlots.subtitle) ?? "")
                let reading = ReadingTime.seconds(words: words)
                if reading > interval { intervals[index] = reading }
            }
            return intervals
        }
        // The slot read before the walk, and the value in place: nothing retained per item, so
        // no item is copied (see `forEachInPlace` and ``SpecTable/Slots/withSlot(at:absent:_:)``).
        let interval = SpecSchema.ItemSlots.interval
        (table[SpecSchema.CarouselKeys.items] ?? []).forEachInPlace { index, item in
            if let seconds = item.slots.duration(at: interval) { intervals[index] = seconds }
        }
        return intervals
    }

    /// The engine configuration of a filled carousel table (frame: explicit only, its
    /// percentages resolved in a window of `window` points).
    static func configuration(_ table: SpecTable, kind: CarouselKind, itemCount: Int, window: Size)
        -> CarouselConfiguration
    {
        var configuration = baseConfiguration(table, kind: kind, itemCount: itemCount)
        if table.isWritten(SpecSchema.CarouselKeys.frame), let frame = table[SpecSchema.CarouselKeys.frame] {
            let sides = relativeFrame(frame)
            configuration.explicitFrame = sides.rect(in: window)
            configuration.relativeFrame = sides.isRelative ? sides : nil
        }
        configuration.itemIntervalSeconds = itemIntervals(
            table, kind: kind,
            interval: (configuration.auto ?? AutoScrollSettings.marqueeStandard).intervalSeconds)
        return configuration
    }

    /// The engine configuration without the items' own intervals.
    static func baseConfiguration(_ table: SpecTable, kind: CarouselKind, itemCount: Int) -> CarouselConfiguration {
        typealias Keys = SpecSchema.CarouselKeys
        let pageSize = table.isWritten(Keys.pageSize) ? table[Keys.pageSize].map(pageSize) : nil
        var configuration = CarouselConfiguration(
            id: table[Keys.id] ?? "", kind: kind, axis: Axis(rawValue: table[Keys.axis]) ?? .horizontal,
            infinite: table[Keys.infinite],
            explicitFrame: nil,
            spacing: table[Keys.spacing],
            insets: insets(table[Keys.insets] ?? filledDefault(SpecSchema.insets, kind: kind)),
            pageSize: kind == .paging ? pageSize : nil, cornerRadius: table[Keys.cornerRadius],
            indicators: table[Keys.indicators],
            hasTitle: table[Keys.title] != nil, itemCount: itemCount,
            snap: snap(table[Keys.snap] ?? filledDefault(SpecSchema.snap, kind: kind)),
            auto: table[Keys.auto].flatMap(auto),
            stack: stack(table[Keys.stack] ?? filledDefault(SpecSchema.stack, kind: kind)),
            marquee: marquee(table[Keys.marquee] ?? filledDefault(SpecSchema.marquee, kind: kind)),
            focus: focus(table[Keys.focus] ?? filledDefault(SpecSchema.focus, kind: kind)))
        configuration.start = table[Keys.start]
        configuration.interaction = interaction(table, kind: kind)
        configuration.direction = table[Keys.direction].flatMap(LayoutDirection.init(rawValue:)) ?? .ltr
        configuration.sync = table[Keys.sync]
        if kind == .paging {
            configuration.paging = paging(table)
            configuration.grid = grid(table)
        }
        if kind == .m3 { configuration.m3 = m3(table[Keys.m3] ?? filledDefault(SpecSchema.m3, kind: kind)) }
        return withNavigation(withEffect(configuration, table), table)
    }

    /// `per-view`, `align`, `scroll-by` and `contain` of a paging carousel. A finite `sync`
    /// follower without `align` is a thumbnail strip (``PagingLayout/thumbs``): start-aligned, and
    /// `contain` is what it does already (W0474).
    static func paging(_ table: SpecTable) -> PagingLayout {
        typealias Keys = SpecSchema.CarouselKeys
        var layout = PagingLayout(
            perView: table[Keys.perView].number(or: 1), align: SnapAlign(rawValue: table[Keys.align]) ?? .center,
            scrollBy: table[Keys.scrollBy], contain: table[Keys.contain])
        if isThumbStrip(table) {
            layout.thumbs = true
            layout.align = .start
            layout.contain = false
        }
        return layout
    }

    /// Whether a paging carousel's table makes it a thumbnail strip: it follows another
    /// (`sync`), does not loop and writes no `align`.
    static func isThumbStrip(_ table: SpecTable) -> Bool {
        typealias Keys = SpecSchema.CarouselKeys
        return table.isWritten(Keys.sync) && !table.isWritten(Keys.align) && !table[Keys.infinite]
    }

    /// A thumbnail strip rests start-aligned (``paging(_:)``): its `align` is filled with
    /// `"start"`, so `compile` prints what the strip does rather than paging's `"center"`.
    static func fillThumbStripAlign(_ table: inout SpecTable, kind: CarouselKind) {
        guard kind == .paging, isThumbStrip(table) else { return }
        table.set(SpecSchema.CarouselKeys.align, .string(SnapAlign.start.rawValue))
    }

    /// A table of defaults only.
    static func filledDefault(_ descriptor: TableDescriptor, kind: CarouselKind) -> SpecTable {
        var table = SpecTable(descriptor: descriptor, path: "", span: .point(0), isWritten: false)
        SpecDefaults.fill(&table, kind: kind)
        return table
    }
}
