import CarouselEngine

/// What resolution may ask beyond the spec's tables to size `per-view = "auto"` items: the
/// pictures' sizes (read by the compiler from their headers) and the renderer's fonts.
struct ContentMeasures: Sendable {
    /// Width over height of each picture whose header was read, by resolved path.
    var imageAspects: [String: Double] = [:]
    /// The renderer's fonts, when the caller has them (the CLI does; tests and the editor may not).
    var fonts: (any GlyphCoverage)? = nil
}

/// The lengths of a `per-view = "auto"` carousel's items (docs/spec.md, "Content-sized items").
///
/// Each item's length along the axis is its `length`, else its picture's aspect ratio at the
/// cards' cross size, else its title's width plus the card's padding on both sides. Titles are
/// measured with the renderer's fonts (``GlyphCoverage/labelWidth(of:points:bold:customFont:)``);
/// without them (the editor, tests) a title is taken as ``estimatedEmsPerCharacter`` em per
/// character, DejaVu Sans Bold's widest usual letters. Generated items share one length: their
/// longest title's (the last one's, which has the most digits).
enum ItemLengthResolver {
    /// Ems per character assumed for a title without fonts to measure it.
    static let estimatedEmsPerCharacter = 0.72

    /// Whether `carousel` sizes its items by content: `per-view = "auto"` on a paging carousel,
    /// `[carousel.marquee] item-extent = "auto"` on a marquee.
    static func isAuto(_ carousel: borrowing SpecTable, kind: CarouselKind) -> Bool {
        switch kind {
        case .paging: return carousel[SpecSchema.CarouselKeys.perView] == .auto
        case .marquee: return carousel[SpecSchema.CarouselKeys.marquee]?[SpecSchema.MarqueeKeys.itemExtent] == .auto
        default: return false
        }
    }

    /// Sets the item lengths of a content-sized carousel laid out in `frame` (others: unchanged).
    static func resolve(
        _ configuration: inout CarouselConfiguration, table: borrowing SpecTable, items: ResolvedItems, frame: Rect,
        fontPath: String?, measures: ContentMeasures
    ) {
        guard isAuto(table, kind: configuration.kind) else { return }
        let axis = configuration.axis
        switch configuration.kind {
        case .paging:
            let cross = PagingGeometry(configuration: configuration, frame: frame).pageCross
            configuration.paging.lengths = lengths(
                table, items: items, axis: axis, cross: cross, fontPath: fontPath, measures: measures)
        case .marquee:
            let cross = MarqueeGeometry(configuration: configuration, frame: frame).crossLength
            configuration.marquee.lengths = lengths(
                table, items: items, axis: axis, cross: cross, fontPath: fontPath, measures: measures)
            // What asks for one extent (the layout proofs, `compile`) gets the engine's representative one.
            configuration.marquee.itemExtent = MarqueeGeometry(configuration: configuration, frame: frame).itemExtent
        default: break
        }
    }

    static func lengths(
        _ carousel: borrowing SpecTable, items: ResolvedItems, axis: Axis, cross: Double, fontPath: String?,
        measures: ContentMeasures
    ) -> ItemLengths {
        func label(_ item: ResolvedItem) -> ItemExtent {
            .points(labelLength(item, axis: axis, cross: cross, fontPath: fontPath, fonts: measures.fonts))
        }
        switch items {
        case .generated(let generated):
            let last = generated.item(at: generated.count - 1)
            return ItemLengths(written: [], fallback: last.map(label) ?? .points(cross))
        case .list(let list):
            var extents: [ItemExtent] = []
            extents.reserveCapacity(list.count)
            typealias Slot = SpecSchema.ItemSlots
            (carousel[SpecSchema.CarouselKeys.items] ?? []).forEachInPlace { index, table in
                guard index < list.count else { return }
                let item = list[index]
                if case .number(let points)? = table[slot: Slot.length] {
                    extents.append(.points(points))
                } else if let image = item.imagePath, let ratio = measures.imageAspects[image] {
                    extents.append(.aspect(axis == .horizontal ? ratio : 1 / ratio))
                } else {
                    extents.append(label(item))
                }
            }
            return ItemLengths(written: extents, fallback: .points(cross))
        }
    }

    /// A title's width plus the padding on both sides (a vertical carousel: its line height plus
    /// the padding), for cards `cross` points across. The title size and the padding are taken at
    /// their largest for that cross size (``CardText``), so the drawn title is never wider.
    static func labelLength(
        _ item: ResolvedItem, axis: Axis, cross: Double, fontPath: String?, fonts: (any GlyphCoverage)?
    ) -> Double {
        let long = Double.greatestFiniteMagnitude
        let card = axis == .horizontal ? Size(width: long, height: cross) : Size(width: cross, height: long)
        let points = item.label.titlePoints ?? CardText.titlePoints(card: card)
        let padding = CardText.padding(card: card)
        guard axis == .horizontal else {
            return max(
                PagingGeometry.minimumItemLength,
                (CardText.estimatedLineHeight(points: points) + 2 * padding).rounded(.up))
        }
        let text = item.title
        let bold = item.label.weight == .bold
        let width =
            fonts?.labelWidth(of: text, points: points, bold: bold, customFont: fontPath)
            ?? Double(text.unicodeScalars.count) * points * estimatedEmsPerCharacter
        // One point of slack: the drawn width is rounded to whole pixels. Never below the
        // shortest card (an empty title).
        return max(PagingGeometry.minimumItemLength, (width + 2 * padding + 1).rounded(.up))
    }
}
