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

    /// Sets the item lengths of a content-sized carousel laid out in `frame` (others: unchanged),
    /// and the label sizes of its label-sized items (``pinned(_:cross:axis:)``).
    static func resolve(
        _ configuration: inout CarouselConfiguration, table: borrowing SpecTable, items: inout ResolvedItems,
        frame: Rect, fontPath: String?, measures: ContentMeasures
    ) {
        guard isAuto(table, kind: configuration.kind) else { return }
        let axis = configuration.axis
        switch configuration.kind {
        case .paging:
            let cross = PagingGeometry(configuration: configuration, frame: frame).pageCross
            configuration.paging.lengths = lengths(
                table, items: &items, axis: axis, cross: cross, cornerRadius: configuration.cornerRadius,
                fontPath: fontPath, measures: measures)
        case .marquee:
            let cross = MarqueeGeometry(configuration: configuration, frame: frame).crossLength
            configuration.marquee.lengths = lengths(
                table, items: &items, axis: axis, cross: cross, cornerRadius: configuration.cornerRadius,
                fontPath: fontPath, measures: measures)
            // What asks for one extent (the layout proofs, `compile`) gets the engine's representative one.
            configuration.marquee.itemExtent = MarqueeGeometry(configuration: configuration, frame: frame).itemExtent
        default: break
        }
    }

    /// Each item's length along the axis; a label-sized item's label sizes are pinned in `items`.
    static func lengths(
        _ carousel: borrowing SpecTable, items: inout ResolvedItems, axis: Axis, cross: Double, cornerRadius: Double,
        fontPath: String?, measures: ContentMeasures
    ) -> ItemLengths {
        func label(_ item: ResolvedItem) -> ItemExtent {
            .points(
                labelLength(
                    item, axis: axis, cross: cross, cornerRadius: cornerRadius, fontPath: fontPath,
                    fonts: measures.fonts))
        }
        switch items {
        case .generated(let generated):
            let pinned = GeneratedItems(
                count: generated.count, titleTemplate: generated.titleTemplate, palette: generated.palette,
                label: Self.pinned(generated.label, cross: cross, axis: axis))
            items = .generated(pinned)
            let last = pinned.item(at: pinned.count - 1)
            return ItemLengths(written: [], fallback: last.map(label) ?? .points(cross))
        case .list(var list):
            var extents: [ItemExtent] = []
            extents.reserveCapacity(list.count)
            typealias Slot = SpecSchema.ItemSlots
            (carousel[SpecSchema.CarouselKeys.items] ?? []).forEachInPlace { index, table in
                guard index < list.count else { return }
                if case .number(let points)? = table[slot: Slot.length] {
                    extents.append(.points(points))
                } else if let image = list[index].imagePath, let ratio = measures.imageAspects[image] {
                    extents.append(.aspect(axis == .horizontal ? ratio : 1 / ratio))
                } else {
                    list[index].label = pinned(list[index].label, cross: cross, axis: axis)
                    extents.append(label(list[index]))
                }
            }
            items = .list(list)
            return ItemLengths(written: extents, fallback: .points(cross))
        }
    }

    /// `style` with its derived sizes fixed from the cards' cross size alone.
    ///
    /// A card's label sizes are derived from the card (``CardText/titlePoints(card:)``), and a
    /// label-sized card is as long as its label: derived from the whole card, the sizes would
    /// change with each title's length (a short title drawn smaller than a long one) and no longer
    /// be the ones its length was measured at. Written sizes stay.
    static func pinned(_ style: LabelStyle, cross: Double, axis: Axis) -> LabelStyle {
        let long = Double.greatestFiniteMagnitude
        let card = axis == .horizontal ? Size(width: long, height: cross) : Size(width: cross, height: long)
        var style = style
        let title = style.titlePoints ?? CardText.titlePoints(card: card)
        style.titlePoints = title
        style.subtitlePoints = style.subtitlePoints ?? CardText.subtitlePoints(title: title)
        return style
    }

    /// A label's length along the axis for cards `cross` points across, its sizes
    /// ``pinned(_:cross:axis:)``.
    ///
    /// Horizontal: the wider of the title and the subtitle on one line, plus the padding on both
    /// sides. Vertical: the lines the title and the subtitle wrap onto across the card (at most
    /// `title-lines` and `subtitle-lines`), each ``CardText/estimatedLineHeight(points:)`` tall,
    /// plus the padding above and below. The padding is taken at its largest for that cross
    /// size (``CardText``), and the lines as narrow as the rounded corners can make
    /// them, so the drawn label is never longer.
    static func labelLength(
        _ item: ResolvedItem, axis: Axis, cross: Double, cornerRadius: Double, fontPath: String?,
        fonts: (any GlyphCoverage)?
    ) -> Double {
        let long = Double.greatestFiniteMagnitude
        let card = axis == .horizontal ? Size(width: long, height: cross) : Size(width: cross, height: long)
        let style = pinned(item.label, cross: cross, axis: axis)
        let titlePoints = style.titlePoints ?? CardText.titlePoints(card: card)
        let subtitlePoints = style.subtitlePoints ?? CardText.subtitlePoints(title: titlePoints)
        let bold = item.label.weight == .bold
        let subtitle = item.subtitle.flatMap { $0.isEmpty ? nil : $0 }
        // Lines near a rounded corner are kept further in (CardLabels): at most by what the
        // radius reaches past the padding.
        func inset(_ padding: Double) -> Double { padding + max(0, cornerRadius - padding) }
        func length(padding: Double) -> Double {
            guard axis == .horizontal else {
                let width = max(1, cross - 2 * inset(padding))
                func wrap(_ text: String, points: Double, bold: Bool, maxLines: Int) -> WrappedText {
                    if let wrapped = fonts?.wrap(
                        text, points: points, bold: bold, width: width, maxLines: maxLines, customFont: fontPath)
                    {
                        return wrapped
                    }
                    let lines = estimatedLineCount(text, points: points, width: width, maxLines: maxLines)
                    let skip = CardText.estimatedLineHeight(points: points)
                    return WrappedText(lines: lines, height: Double(lines) * skip, lineSkip: skip)
                }
                // A card gives the title as many lines as its room holds line skips, then the
                // subtitle as many as the room left under the title's lines holds (CardLabels).
                let title = wrap(item.title, points: titlePoints, bold: bold, maxLines: max(1, item.label.titleLines))
                var text = max(Double(title.lines) * title.lineSkip, title.height)
                if let subtitle, item.label.subtitleLines > 0 {
                    let below = wrap(subtitle, points: subtitlePoints, bold: false, maxLines: item.label.subtitleLines)
                    text = max(
                        text, title.height + max(Double(below.lines) * below.lineSkip, below.height))
                }
                return max(PagingGeometry.minimumItemLength, (text + 2 * padding).rounded(.up))
            }
            func width(_ text: String, points: Double, bold: Bool) -> Double {
                fonts?.labelWidth(of: text, points: points, bold: bold, customFont: fontPath)
                    ?? Double(text.unicodeScalars.count) * points * estimatedEmsPerCharacter
            }
            var widest = width(item.title, points: titlePoints, bold: bold)
            if let subtitle { widest = max(widest, width(subtitle, points: subtitlePoints, bold: false)) }
            // One point of slack: the drawn width is rounded to whole pixels. Never below the
            // shortest card (an empty title).
            return max(PagingGeometry.minimumItemLength, (widest + 2 * inset(padding) + 1).rounded(.up))
        }
        // The padding comes from the card's shorter side, which may be the length worked out
        // here: first at the endless card's padding, then at the padding of the card that gives.
        // That card is no longer, so its padding is no larger and the label still fits (a
        // smaller padding only widens the lines).
        let first = length(padding: CardText.padding(card: card))
        let fitted = axis == .horizontal ? Size(width: first, height: cross) : Size(width: cross, height: first)
        return length(padding: CardText.padding(card: fitted))
    }

    /// Lines `text` takes at `points` points in `width` points without fonts to measure it:
    /// words wrapped greedily at ``estimatedEmsPerCharacter`` em per character (a word wider
    /// than the line is broken), between 1 and `maxLines`. Text whose characters are all
    /// narrower wraps onto no more lines.
    static func estimatedLineCount(_ text: String, points: Double, width: Double, maxLines: Int) -> Int {
        let perLine = max(1, CheckedInt.of(width / (points * estimatedEmsPerCharacter), .down))
        var lines = 1, used = 0
        for (index, paragraph) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 {
                lines += 1
                used = 0
            }
            for word in paragraph.split(separator: " ") {
                let count = word.unicodeScalars.count
                let needed = used == 0 ? count : used + 1 + count
                if needed <= perLine {
                    used = needed
                } else {
                    if used > 0 { lines += 1 }
                    lines += (count - 1) / perLine
                    used = (count - 1) % perLine + 1
                }
            }
            if lines >= maxLines { return maxLines }
        }
        return max(1, min(maxLines, lines))
    }
}
