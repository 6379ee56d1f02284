import CarouselEngine
import SourceDiagnostics

/// W0409: written label sizes and line counts the card (`derived.card-size`) cannot hold, in
/// `[carousel.text]` and in each item. Lines are taken as ``CardText/estimatedLineHeight(points:)``.
///
/// Items are looked at by slot (``LabelSlots``), not by key name: a spec may have 100,000 of them.
struct TextFitRule: SpecRule {
    /// The slots of the label keys this rule reads, in an item or in `[carousel.text]`.
    struct LabelSlots {
        let titleSize: Int
        let titleLines: Int
        let subtitleSize: Int

        static let item = LabelSlots(
            titleSize: SpecSchema.ItemSlots.titleSize, titleLines: SpecSchema.ItemSlots.titleLines,
            subtitleSize: SpecSchema.ItemSlots.subtitleSize)
        static let text = LabelSlots(
            titleSize: SpecSchema.TextKeys.titleSize.slot, titleLines: SpecSchema.TextKeys.titleLines.slot,
            subtitleSize: SpecSchema.TextKeys.subtitleSize.slot)
    }

    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels {
            let card = carousel.derived.cardSize, content = carousel.derived.content
            guard card.width > 0, card.height > 0, content.width > 0, content.height > 0 else { continue }
            let items = carousel.table.tables(SpecSchema.CarouselKeys.items.key)
            if let text = carousel.table[SpecSchema.CarouselKeys.text], text.isWritten {
                let anySubtitle = items.containsInPlace { $0[slot: SpecSchema.ItemSlots.subtitle] != nil }
                check(
                    text, slots: .text, card: card, hasTitle: true, hasSubtitle: anySubtitle, into: &diagnostics)
            }
            let carouselSize = carousel.table[SpecSchema.CarouselKeys.text]?.isWritten("title-size") ?? false
            // Whether a title at the derived size is left out depends on the card alone.
            let titleDropped = Self.titleDropped(card: card)
            let slots = LabelSlots.item
            // Nothing to check in an item that writes none of the sizes and whose title is drawn (most).
            let looked = items.positionsInPlace { item in
                item.isWritten(slot: slots.titleSize) || item.isWritten(slot: slots.titleLines)
                    || item.isWritten(slot: slots.subtitleSize) || (titleDropped && !carouselSize)
            }
            for position in looked {
                let item = items[position]
                let hasTitle = !(item.string(slot: SpecSchema.ItemSlots.title) ?? "").isEmpty
                let hasSubtitle = item[slot: SpecSchema.ItemSlots.subtitle] != nil
                let writesSizes =
                    item.isWritten(slot: slots.titleSize) || item.isWritten(slot: slots.titleLines)
                    || item.isWritten(slot: slots.subtitleSize)
                if writesSizes {
                    check(
                        item, slots: slots, card: card, hasTitle: hasTitle, hasSubtitle: hasSubtitle,
                        into: &diagnostics)
                }
                // A written size that does not fit is reported at the size (above).
                if titleDropped, hasTitle, !carouselSize, !item.isWritten(slot: slots.titleSize) {
                    untitledCard(item, card: card, into: &diagnostics)
                }
            }
        }
    }

    /// The written label keys of `table` (`[carousel.text]` or an item) against `card`.
    private func check(
        _ table: SpecTable, slots: LabelSlots, card: Size, hasTitle: Bool, hasSubtitle: Bool,
        into diagnostics: inout [Diagnostic]
    ) {
        let padding = CardText.padding(card: card)
        let inside = card.height - 2 * padding
        let titleSize = table[slot: slots.titleSize]?.double ?? CardText.titlePoints(card: card)
        let titleLine = CardText.estimatedLineHeight(points: titleSize)
        if hasTitle, let span = writtenSpan(table, slots.titleSize), titleLine > inside {
            diagnostics.append(
                SpecMessages.titleTooLarge(
                    size: titleSize, inside: inside, card: card, padding: padding, span: span,
                    path: table.path(of: "title-size")))
            return
        }
        if hasTitle, let span = writtenSpan(table, slots.titleLines),
            case .integer(let lines)? = table[slot: slots.titleLines]
        {
            let fitting = CheckedInt.of(inside / titleLine, .down)
            if fitting >= 1, lines > fitting {
                diagnostics.append(
                    SpecMessages.tooManyTitleLines(
                        lines: lines, fitting: fitting, titleSize: titleSize, inside: inside, span: span,
                        path: table.path(of: "title-lines")))
            }
        }
        if hasSubtitle, let span = writtenSpan(table, slots.subtitleSize),
            let size = table[slot: slots.subtitleSize]?.double
        {
            let room = inside - (hasTitle ? titleLine : 0)
            if CardText.estimatedLineHeight(points: size) > room {
                diagnostics.append(
                    SpecMessages.subtitleTooLarge(
                        size: size, room: room, titleSize: titleSize, span: span,
                        path: table.path(of: "subtitle-size")))
            }
        }
    }

    /// True when one line of the derived title size does not fit above the card's bottom padding.
    private static func titleDropped(card: Size) -> Bool {
        let line = CardText.estimatedLineHeight(points: CardText.titlePoints(card: card))
        return line > card.height - CardText.padding(card: card)
    }

    /// A written title on a card lower than one line of its derived size above the bottom padding:
    /// the scene leaves the label out (it would stick out of the card).
    private func untitledCard(_ item: SpecTable, card: Size, into diagnostics: inout [Diagnostic]) {
        let padding = CardText.padding(card: card)
        let points = CardText.titlePoints(card: card)
        guard let span = item.valueSpan(slot: SpecSchema.ItemSlots.title) else { return }
        diagnostics.append(
            SpecMessages.titleNotDrawn(
                points: points, card: card, padding: padding, span: span, path: item.path(of: "title")))
    }

    /// The value span of slot `index` when the file wrote it with a valid value.
    private func writtenSpan(_ table: SpecTable, _ index: Int) -> SourceSpan? {
        guard table.isWritten(slot: index), !table.isInvalid(slot: index) else { return nil }
        return table.valueSpan(slot: index)
    }
}

/// W0402: label keys that change nothing: subtitle keys where no subtitle is drawn, title keys on
/// an item without a title, and `font-weight` when `window.font` draws both weights.
struct TextKeysRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        let customFont = spec.window.isWritten(SpecSchema.WindowKeys.font)
        for carousel in spec.carousels {
            let items = carousel.table.tables(SpecSchema.CarouselKeys.items.key)
            if let text = carousel.table[SpecSchema.CarouselKeys.text], text.isWritten {
                if !items.containsInPlace(where: { $0[slot: SpecSchema.ItemSlots.subtitle] != nil }) {
                    let why = items.isEmpty ? "generated items have no subtitle" : "no item has a subtitle"
                    subtitleKeys(text, why: why, into: &diagnostics)
                }
                if customFont { fontWeight(text, into: &diagnostics) }
            }
            // The items with something to report: no subtitle, no title, or any with a custom font.
            // (Slots in locals: reading a global in the predicate is a call, and a call makes the
            // compiler copy the table it reads.)
            let subtitleSlot = SpecSchema.ItemSlots.subtitle, titleSlot = SpecSchema.ItemSlots.title
            let looked = items.positionsInPlace { item in
                customFont || item[slot: subtitleSlot] == nil || (item.string(slot: titleSlot) ?? "").isEmpty
            }
            for position in looked {
                let item = items[position]
                if item[slot: SpecSchema.ItemSlots.subtitle] == nil {
                    subtitleKeys(item, why: "the item has no subtitle", into: &diagnostics)
                }
                if (item.string(slot: SpecSchema.ItemSlots.title) ?? "").isEmpty {
                    // Alignment still places a subtitle.
                    let labelless = item[slot: SpecSchema.ItemSlots.subtitle] == nil ? ["text-align"] : []
                    for key in ["title-size", "title-lines", "font-weight"] + labelless where !item.isInvalid(key) {
                        guard let span = item.entrySpan(key) else { continue }
                        diagnostics.append(
                            SpecMessages.textKeyHasNoEffect(
                                key, why: "the item shows no title",
                                help: "remove `\(key)`, or give the item a `title`",
                                span: span, path: item.path(of: key)))
                    }
                }
                if customFont { fontWeight(item, into: &diagnostics) }
            }
        }
    }

    private func subtitleKeys(_ table: SpecTable, why: String, into diagnostics: inout [Diagnostic]) {
        for key in ["subtitle-size", "subtitle-lines"] where !table.isInvalid(key) {
            guard let span = table.entrySpan(key) else { continue }
            diagnostics.append(
                SpecMessages.textKeyHasNoEffect(
                    key, why: why, help: "remove `\(key)`, or give an item a `subtitle`", span: span,
                    path: table.path(of: key)))
        }
    }

    private func fontWeight(_ table: SpecTable, into diagnostics: inout [Diagnostic]) {
        guard !table.isInvalid("font-weight"), let span = table.entrySpan("font-weight") else { return }
        diagnostics.append(
            SpecMessages.textKeyHasNoEffect(
                "font-weight", why: "`window.font` draws both weights from its one file",
                help: "remove `font-weight`, or remove `window.font` to use the bundled regular and bold fonts",
                span: span, path: table.path(of: "font-weight")))
    }
}
