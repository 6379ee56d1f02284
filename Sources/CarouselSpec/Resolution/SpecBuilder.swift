import CarouselEngine

/// Turns filled spec tables into the engine's plain configuration values.
enum SpecBuilder {
    static func rect(_ table: SpecTable) -> Rect {
        Rect(x: table.double("x"), y: table.double("y"), width: table.double("width"), height: table.double("height"))
    }

    static func size(_ table: SpecTable) -> Size {
        Size(width: table.double("width"), height: table.double("height"))
    }

    static func insets(_ table: SpecTable) -> EdgeInsets {
        EdgeInsets(
            top: table.double("top"), leading: table.double("leading"), bottom: table.double("bottom"),
            trailing: table.double("trailing"))
    }

    static func snap(_ table: SpecTable) -> SnapSettings {
        let animation: SnapAnimation =
            table.string("animation") == "ease-out"
            ? .easeOut(durationSeconds: table.double("duration"))
            : .spring(stiffness: table.double("stiffness"), damping: table.double("damping"))
        return SnapSettings(
            animation: animation, velocityThreshold: table.double("velocity-threshold"),
            distanceThreshold: table.double("distance-threshold"), maxFlickPages: table.int("max-flick-pages"))
    }

    /// nil when the file has no `[carousel.auto]` table.
    static func auto(_ table: SpecTable) -> AutoScrollSettings? {
        guard table.isWritten else { return nil }
        return AutoScrollSettings(
            enabled: table.bool("enabled"), intervalSeconds: table.double("interval"),
            resumeAfterSeconds: table.double("resume-after"), pauseOnHover: table.bool("pause-on-hover"),
            direction: AutoScrollDirection(rawValue: table.string("direction") ?? "") ?? .forward)
    }

    static func stack(_ table: SpecTable) -> StackSettings {
        var stops: [OpacityStop] = SpecSchema.defaultOpacityStops
        if case .stops(let written)? = table["opacity"] { stops = written }
        return StackSettings(
            aspectRatio: table.double("aspect-ratio"),
            spacingRatio: table.isWritten("spacing-ratio") ? table["spacing-ratio"]?.double : nil,
            neighborScale: table.double("neighbor-scale"), minScale: table.double("min-scale"),
            extentSlack: table.double("extent-slack"), focusWidth: table.double("focus-width"),
            maxVisibleSlot: table.int("max-visible-slot"), opacityStops: stops)
    }

    static func marquee(_ table: SpecTable) -> MarqueeSettings {
        MarqueeSettings(
            speedPointsPerSecond: table.double("speed"), itemExtent: table.double("item-extent"),
            decelerationPerMillisecond: table.double("deceleration"))
    }

    static func focus(_ table: SpecTable) -> FocusSettings {
        FocusSettings(
            itemSize: table.table("item-size").map(size) ?? Size(width: 300, height: 500),
            shrink: table.double("shrink"), visibleNeighbors: table.int("visible-neighbors"))
    }

    /// The item list, or the generator when the carousel has `[carousel.generate]`.
    static func items(_ carousel: SpecTable) -> ResolvedItems {
        if let generate = carousel.table("generate") {
            var palette = NamedColors.defaultPalette
            if case .colors(let colors)? = generate["palette"] { palette = colors }
            return .generated(
                GeneratedItems(
                    count: generate.int("count"), titleTemplate: TitleTemplate(generate.string("title") ?? "Item {n}"),
                    palette: palette))
        }
        return .list(
            carousel.tables("items").map { item in
                typealias Slot = SpecSchema.ItemSlots
                let color = item.color(slot: Slot.color) ?? RGBAColor(red: 0, green: 0, blue: 0)
                var image: String?
                if case .path(let path)? = item[slot: Slot.image] { image = path }
                return ResolvedItem(
                    id: item.string(slot: Slot.id) ?? "", title: item.string(slot: Slot.title) ?? "",
                    subtitle: item.string(slot: Slot.subtitle), color: color,
                    textColor: item.color(slot: Slot.textColor) ?? Contrast.textColor(on: color), imagePath: image)
            })
    }

    /// The engine configuration of a filled carousel table (frame: explicit only).
    static func configuration(_ table: SpecTable, kind: CarouselKind, itemCount: Int) -> CarouselConfiguration {
        let pageSize = table.isWritten("page-size") ? table.table("page-size").map(size) : nil
        return CarouselConfiguration(
            id: table.string("id") ?? "", kind: kind, axis: Axis(rawValue: table.string("axis") ?? "") ?? .horizontal,
            infinite: table.bool("infinite"),
            explicitFrame: table.isWritten("frame") ? table.table("frame").map(rect) : nil,
            spacing: table.double("spacing"),
            insets: table.table("insets").map(insets) ?? EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20),
            pageSize: kind == .paging ? pageSize : nil, cornerRadius: table.double("corner-radius"),
            indicators: table.bool("indicators"),
            hasTitle: table.string("title") != nil, itemCount: itemCount,
            snap: snap(table.table("snap") ?? filledDefault(SpecSchema.snap, kind: kind)),
            auto: table.table("auto").flatMap(auto),
            stack: stack(table.table("stack") ?? filledDefault(SpecSchema.stack, kind: kind)),
            marquee: marquee(table.table("marquee") ?? filledDefault(SpecSchema.marquee, kind: kind)),
            focus: focus(table.table("focus") ?? filledDefault(SpecSchema.focus, kind: kind)))
    }

    /// A table of defaults only.
    static func filledDefault(_ descriptor: TableDescriptor, kind: CarouselKind) -> SpecTable {
        var table = SpecTable(descriptor: descriptor, path: "", span: .point(0), isWritten: false)
        SpecDefaults.fill(&table, kind: kind)
        return table
    }
}
