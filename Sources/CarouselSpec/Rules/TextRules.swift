import CarouselEngine
import SourceDiagnostics

/// W0409: written label sizes and line counts the card (`derived.card-size`) cannot hold, in
/// `[carousel.text]` and in each item. Lines are taken as ``CardText/estimatedLineHeight(points:)``.
struct TextFitRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels {
            let card = carousel.derived.cardSize, content = carousel.derived.content
            guard card.width > 0, card.height > 0, content.width > 0, content.height > 0 else { continue }
            let items = carousel.table.tables(SpecSchema.CarouselKeys.items.key)
            if let text = carousel.table[SpecSchema.CarouselKeys.text], text.isWritten {
                let anySubtitle = items.contains { $0[slot: SpecSchema.ItemSlots.subtitle] != nil }
                check(text, card: card, hasTitle: true, hasSubtitle: anySubtitle, into: &diagnostics)
            }
            let carouselSize = carousel.table[SpecSchema.CarouselKeys.text]?.isWritten("title-size") ?? false
            for item in items {
                let title = item.string(slot: SpecSchema.ItemSlots.title) ?? ""
                let subtitle = item[slot: SpecSchema.ItemSlots.subtitle] != nil
                check(item, card: card, hasTitle: !title.isEmpty, hasSubtitle: subtitle, into: &diagnostics)
                // A written size that does not fit is reported at the size (above).
                if !title.isEmpty, !carouselSize, !item.isWritten("title-size") {
                    untitledCard(item, card: card, into: &diagnostics)
                }
            }
        }
    }

    /// The written label keys of `table` (`[carousel.text]` or an item) against `card`.
    private func check(
        _ table: SpecTable, card: Size, hasTitle: Bool, hasSubtitle: Bool, into diagnostics: inout [Diagnostic]
    ) {
        let padding = CardText.padding(card: card)
        let inside = card.height - 2 * padding
        let titleSize = table["title-size"]?.double ?? CardText.titlePoints(card: card)
        let titleLine = CardText.estimatedLineHeight(points: titleSize)
        if hasTitle, let span = writtenSpan(table, "title-size"), titleLine > inside {
            diagnostics.append(
                SpecMessages.titleTooLarge(
                    size: titleSize, inside: inside, card: card, padding: padding, span: span,
                    path: table.path(of: "title-size")))
            return
        }
        if hasTitle, let span = writtenSpan(table, "title-lines"), case .integer(let lines)? = table["title-lines"] {
            let fitting = CheckedInt.of(inside / titleLine, .down)
            if fitting >= 1, lines > fitting {
                diagnostics.append(
                    SpecMessages.tooManyTitleLines(
                        lines: lines, fitting: fitting, titleSize: titleSize, inside: inside, span: span,
                        path: table.path(of: "title-lines")))
            }
        }
        if hasSubtitle, let span = writtenSpan(table, "subtitle-size"), let size = table["subtitle-size"]?.double {
            let room = inside - (hasTitle ? titleLine : 0)
            if CardText.estimatedLineHeight(points: size) > room {
                diagnostics.append(
                    SpecMessages.subtitleTooLarge(
                        size: size, room: room, titleSize: titleSize, span: span,
                        path: table.path(of: "subtitle-size")))
            }
        }
    }

    /// A written title on a card lower than one line of its derived size above the bottom padding:
    /// the scene leaves the label out (it would stick out of the card).
    private func untitledCard(_ item: SpecTable, card: Size, into diagnostics: inout [Diagnostic]) {
        let padding = CardText.padding(card: card)
        let points = CardText.titlePoints(card: card)
        guard let span = item.valueSpan("title"), CardText.estimatedLineHeight(points: points) > card.height - padding
        else { return }
        diagnostics.append(
            SpecMessages.titleNotDrawn(
                points: points, card: card, padding: padding, span: span, path: item.path(of: "title")))
    }

    /// The value span of `key` when the file wrote it with a valid value.
    private func writtenSpan(_ table: SpecTable, _ key: String) -> SourceSpan? {
        guard table.isWritten(key), !table.isInvalid(key) else { return nil }
        return table.valueSpan(key)
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
                if !items.contains(where: { $0[slot: SpecSchema.ItemSlots.subtitle] != nil }) {
                    let why = items.isEmpty ? "generated items have no subtitle" : "no item has a subtitle"
                    subtitleKeys(text, why: why, into: &diagnostics)
                }
                if customFont { fontWeight(text, into: &diagnostics) }
            }
            for item in items {
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
