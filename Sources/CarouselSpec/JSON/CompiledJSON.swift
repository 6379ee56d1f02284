import JSON
import CarouselEngine

/// The resolved spec as JSON for `carousel compile`: the spec's key names in schema order, every
/// default filled in, durations in seconds, colors `#RRGGBBAA`, frames in window points, paths
/// absolute, and a `derived` object per carousel. Generated items stay a `generate` block.
enum CompiledJSON {
    /// The whole document as a tree. With `itemsDeferred`, each carousel's written `items` are
    /// left out (an empty array), for ``write(_:path:into:)`` to stream one at a time.
    static func document(_ resolution: SpecResolution, path: String, itemsDeferred: Bool = false) -> JSONValue {
        var members: [(String, JSONValue)] = [("file", .string(path))]
        for field in SpecSchema.root.fields {
            switch field.key {
            case "window": members.append(("window", table(resolution.window, kind: .paging)))
            case "carousel":
                members.append(
                    ("carousel", .array(resolution.carousels.map { carousel($0, itemsDeferred: itemsDeferred) })))
            // Applied before resolution: the window and carousels hold what they gave.
            case "extends", "defaults": continue
            default: members.append((field.key, value(resolution.root[field.key], kind: .paging)))
            }
        }
        return .object(members)
    }

    static func carousel(_ context: CarouselContext, itemsDeferred: Bool = false) -> JSONValue {
        let deferred = itemsDeferred ? SpecSchema.CarouselKeys.items.key : nil
        guard case .object(var members) = table(context.table, kind: context.kind, deferring: deferred) else {
            return .null
        }
        let usesGenerator = context.table.table("generate") != nil
        members.removeAll { $0.0 == (usesGenerator ? "items" : "generate") }
        // An effect's parameter table only beside that effect (the ring's radius: `derived`).
        let effect = context.table[SpecSchema.EffectKeys.effect]
        if effect != "coverflow" { members.removeAll { $0.0 == "coverflow" } }
        if !SpecSchema.EffectNames.ringTable.contains(effect) { members.removeAll { $0.0 == "ring" } }
        if effect != "cards" { members.removeAll { $0.0 == "cards" } }
        if effect != "cube" { members.removeAll { $0.0 == "cube" } }
        if effect != "custom" { members.removeAll { $0.0 == "transform" } }
        if let index = members.firstIndex(where: { $0.0 == "when" }) { members[index].1 = rules(context.table) }
        members.append(("derived", derived(context)))
        return .object(members)
    }

    /// A table in descriptor order, leaving out keys and tables for other kinds; the key
    /// `deferring` gets an empty array in place of its value.
    static func table(_ table: SpecTable, kind: CarouselKind, deferring: String? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = []
        for (index, field) in table.descriptor.fields.enumerated() {
            if let kinds = field.kinds, !kinds.contains(kind) { continue }
            if field.key == deferring {
                members.append((field.key, .array([])))
                continue
            }
            var value = value(table.slots[index].value, kind: kind)
            if case .tables = field.type, case .null = value { value = .array([]) }
            members.append((field.key, value))
        }
        return .object(members)
    }

    static func value(_ value: SpecValue?, kind: CarouselKind) -> JSONValue {
        guard let value else { return .null }
        switch value {
        case .integer(let number): return .integer(number)
        case .number(let number), .duration(let number): return .number(number)
        case .boolean(let flag): return .bool(flag)
        case .string(let text), .path(let text): return .string(text)
        case .color(let color): return .string(color.hex)
        case .integers(let numbers): return .array(numbers.map { .integer($0) })
        case .stops(let stops): return .array(stops.map { .array([.number($0.distance), .number($0.opacity)]) })
        case .colors(let colors): return .array(colors.map { .string($0.hex) })
        case .numbers(let numbers): return .array(numbers.map { .number($0) })
        case .table(let nested): return table(nested, kind: kind)
        case .tables(let tables): return .array(tables.map { table($0, kind: kind) })
        }
    }

    static func rect(_ rect: Rect) -> JSONValue {
        .object([
            ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)),
            ("height", .number(rect.height)),
        ])
    }

    /// The written percentages of a frame (`null` for a side in points): `frame` holds the
    /// sides resolved in window points at the size `compile` lays the spec out at.
    static func percent(_ frame: RelativeFrame) -> JSONValue {
        func side(_ length: FrameLength) -> JSONValue { length.percent.map { .number($0) } ?? .null }
        return .object([
            ("x", side(frame.x)), ("y", side(frame.y)), ("width", side(frame.width)), ("height", side(frame.height)),
        ])
    }

    /// Computed values: item count, title, dot and content rects, the resting card's rect and size,
    /// page length and stride, kind extras.
    static func derived(_ context: CarouselContext) -> JSONValue {
        let derived = context.derived
        var members: [(String, JSONValue)] = [
            ("item-count", .integer(derived.itemCount)),
            ("title-frame", derived.placement.titleRect.map(rect) ?? .null),
            ("indicator-frame", derived.placement.indicatorRect.map(rect) ?? .null),
            ("dots-frame", derived.dotsRect.map(rect) ?? .null),
            ("pagination-frame", derived.paginationRect.map(rect) ?? .null),
            ("arrow-frames", .array(derived.arrowRects.map(rect))),
            ("content-frame", rect(derived.content)),
            ("card-frame", derived.cardRect.map(rect) ?? .null),
            (
                "card-size",
                .object([("width", .number(derived.cardSize.width)), ("height", .number(derived.cardSize.height))])
            ),
            ("page-length", .number(derived.pageLength)),
            ("stride", .number(derived.stride)),
            ("settle-seconds", derived.settleSeconds.map { .number(rounded($0)) } ?? .null),
        ]
        if let relative = context.configuration.relativeFrame { members.append(("frame-percent", percent(relative))) }
        if let paging = derived.paging {
            members += [
                ("snap-offset", .number(rounded(paging.snapOffset))), ("scroll-step", .integer(derived.step)),
                ("contained-range", paging.containment.map(contained) ?? .null),
            ]
        }
        if let m3 = derived.m3 { members.append(("keylines", keylines(m3))) }
        members += derivedText(context)
        if let stack = derived.stack {
            members += [
                ("card-main", .number(stack.cardMain)), ("card-cross", .number(stack.cardCross)),
                ("spacing-ratio", .number(stack.spacingRatio)), ("orbit-spacing", .number(stack.spacing)),
                ("slot-extent", .number(stack.slotExtent)), ("visible-outer-slot", .integer(stack.visibleOuterSlot)),
                ("stack-extent", .number(stack.stackExtent)),
            ]
        }
        if case .ring(let ring) = context.configuration.effect {
            members.append(
                ("ring-radius", .number(rounded(ring.radius(stride: derived.stride, itemCount: derived.itemCount)))))
        }
        if case .timeMachine(let machine) = context.configuration.effect {
            members.append(("time-machine-tilt", .number(rounded(machine.tiltDegrees))))
        }
        if context.kind == .marquee {
            members += [
                ("content-length", .number(derived.stride * Double(derived.itemCount))),
                ("cover-count", derived.coverCount.map { .integer($0) } ?? .null),
            ]
        }
        return .object(members)
    }

    /// The resting positions (pages) and targets of a contained paging carousel.
    static func contained(_ containment: PagingContainment) -> JSONValue {
        .object([
            ("low", .number(rounded(containment.low))), ("high", .number(rounded(containment.high))),
            ("first-target", .integer(containment.targets.lowerBound)),
            ("last-target", .integer(containment.targets.upperBound)),
        ])
    }

    /// Six decimals, so estimates do not print float noise.
    static func rounded(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }
}
