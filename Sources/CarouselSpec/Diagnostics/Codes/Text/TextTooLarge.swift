import CarouselEngine
import SourceDiagnostics

// W0409 (warning).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// A label size or line count the card cannot hold.
    public static let textTooLarge = DiagnosticCode(
        "W0409", "text does not fit the card",
        """
        A card's labels sit inside its padding (`clamp(min(width, height) × 0.09, 9..18)` \
        points) and are stacked up from the bottom: the title first, then the subtitle under it. \
        `check` takes a line to be 1.2 × its size tall (the bundled DejaVu Sans draws 1.16) and \
        warns when a written `title-size` cannot fit one line in the card's height, when a \
        written `title-lines` asks for more lines than the card holds at the title's size, or \
        when a written `subtitle-size` leaves no room for one subtitle line under one title line \
        (the subtitle would never be drawn). The card is the one `carousel compile` prints as \
        `derived.card-size`. The title always keeps one line, so a too-large title spills into \
        the top padding; a title line that would stick out of the card is not drawn at all, and \
        a written `title` on a card too low for one line of its derived size (a tiny \
        `page-size`) is reported at the title. Cards sized by their labels along a vertical \
        axis (`per-view = "auto"`, `item-extent = "auto"`) are as tall as their lines, so they \
        are not held to one height. Lower the size or the line count, or make the card larger.
        """,
        wrong: spec(
            "frame = { x = 0, y = 0, width = 600, height = 120 }\n[carousel.text]\ntitle-size = 90\n"),
        right: spec(
            "frame = { x = 0, y = 0, width = 600, height = 120 }\n[carousel.text]\ntitle-size = 40\n"),
        rules: [TextFitRule()])
}

/// The message of W0409 and its fix-its.
extension SpecMessages {
    /// W0409: a written `title-size` whose one line does not fit the card's height.
    static func titleTooLarge(
        size: Double, inside: Double, card: Size, padding: Double, span: SourceSpan, path: String
    ) -> Diagnostic {
        let line = CardText.estimatedLineHeight(points: size)
        let largest = (inside / CardText.lineHeightRatio).rounded(.down)
        return Diagnostic(
            DiagnosticCode.textTooLarge,
            message:
                "`title-size` \(points(size)) does not fit the card: one line is about \(points(line)) points tall, "
                + "and the card (\(self.size(card.width, card.height)) points) has \(points(inside)) inside its "
                + "\(points(padding))-point padding",
            span: span, path: path,
            help: largest >= 6 ? "write \(points(largest)) or less, or make the card taller" : "make the card taller",
            fixIts: largest >= 6 ? [.replace(span, with: points(largest), safety: .unsafe)] : [])
    }

    /// W0409: a written title on a card lower than one line of its derived size: not drawn.
    static func titleNotDrawn(points size: Double, card: Size, padding: Double, span: SourceSpan, path: String)
        -> Diagnostic
    {
        let line = CardText.estimatedLineHeight(points: size)
        return Diagnostic(
            DiagnosticCode.textTooLarge,
            message:
                "this title is not drawn: its card is \(self.size(card.width, card.height)) points, and one line "
                + "of its \(points(size))-point size (about \(points(line)) points) does not fit above the "
                + "\(points(padding))-point bottom padding",
            span: span, path: path,
            help: "make the card at least \(points((line + padding).rounded(.up))) points tall, or leave the title out")
    }

    /// W0409: a written `title-lines` above the lines of the title's size the card holds.
    static func tooManyTitleLines(
        lines: Int, fitting: Int, titleSize: Double, inside: Double, span: SourceSpan, path: String
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.textTooLarge,
            message:
                "`title-lines` \(lines) does not fit the card: \(points(inside)) points inside the padding hold "
                + "\(fitting) line\(fitting == 1 ? "" : "s") of \(points(titleSize)) points "
                + "(about \(points(CardText.estimatedLineHeight(points: titleSize))) each)",
            span: span, path: path, help: "write \(fitting), or lower `title-size`",
            fixIts: [.replace(span, with: String(fitting), safety: .unsafe)])
    }

    /// W0409: a written `subtitle-size` that leaves no room for a subtitle line under the title.
    static func subtitleTooLarge(
        size: Double, room: Double, titleSize: Double, span: SourceSpan, path: String
    ) -> Diagnostic {
        let largest = (room / CardText.lineHeightRatio).rounded(.down)
        return Diagnostic(
            DiagnosticCode.textTooLarge,
            message:
                "`subtitle-size` \(points(size)) leaves the subtitle out: under one title line of "
                + "\(points(titleSize)) points the card has \(points(max(0, room))) points left, and a subtitle "
                + "line needs about \(points(CardText.estimatedLineHeight(points: size)))",
            span: span, path: path,
            help: largest >= 6
                ? "write \(points(largest)) or less, or lower `title-size`"
                : "lower `title-size` or make the card taller",
            fixIts: largest >= 6 ? [.replace(span, with: points(largest), safety: .unsafe)] : [])
    }
}

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
            // A vertical content-sized carousel's cards are as tall as their labels' lines
            // (ItemLengthResolver): there is no card height to hold the sizes against.
            if carousel.configuration.axis == .vertical, ItemLengthResolver.isAuto(carousel.table, kind: carousel.kind)
            {
                continue
            }
            let card = carousel.derived.cardSize, content = carousel.derived.content
            guard card.width > 0, card.height > 0, content.width > 0, content.height > 0 else { continue }
            let items = carousel.table.tables(SpecSchema.CarouselKeys.items.key)
            if let text = carousel.table[SpecSchema.CarouselKeys.text], text.isWritten {
                let subtitle = SpecSchema.ItemSlots.subtitle
                let anySubtitle = items.containsInPlace { $0.hasValue(slot: subtitle) }
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
