import SourceDiagnostics

// W0436 (warning).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// An item's `text-color` with too little contrast against its card or the image scrim.
    public static let lowTextContrast = DiagnosticCode(
        "W0436", "text contrast too low",
        """
        Text needs a contrast ratio of at least 4.5:1 with what is behind it, 3:1 for large text \
        (WCAG 1.4.3, contrast minimum; large is 18 pt, 24 points, or 14 pt bold, 18.66 points). \
        The ratio is WCAG's, from the colours' relative luminance. An item's written \
        `text-color` is held against its card `color` (alpha ignored); without `text-color` the \
        label is white or black, whichever contrasts more, which always reaches 4.5:1. On an \
        image `check` reads no pixels, so the text is held against what the label scrim \
        guarantees: between black (a black picture) and a white picture under the scrim at its \
        darkest, taking the worse. There no colour reaches 4.5:1 (white reaches 3.6:1), so on \
        an image the text must reach 3:1, and `check --render` does not read the picture either. A subtitle is normal text unless its written size (or \
        0.62 of a written `title-size`) makes it large; a title whose size is derived from the card is held to 4.5:1, a written \
        `title-size` decides. The fix-it writes the colour the label would get by default.
        """,
        wrong: spec("", items: "[[carousel.items]]\ntitle = \"One\"\ncolor = \"#1F4E79\"\ntext-color = \"#336699\"\n"),
        right: spec("", items: "[[carousel.items]]\ntitle = \"One\"\ncolor = \"#1F4E79\"\ntext-color = \"#F0F0F0\"\n"),
        rules: [TextContrastRule()])
}

/// The message of W0436 and its fix-it.
extension SpecMessages {
    /// W0436: `text` written at `span` keeps `ratio` with its background (`background`: the card
    /// colour, nil on an image), under `needed`; the fix-it writes `suggested`.
    static func lowTextContrast(
        text: RGBAColor, background: RGBAColor?, ratio: Double, needed: Double, suggested: RGBAColor,
        span: SourceSpan, path: String
    ) -> Diagnostic {
        let against = background.map { "the card colour \(hex6($0))" } ?? "the image under its label scrim"
        let color = hex6(suggested)
        return Diagnostic(
            DiagnosticCode.lowTextContrast,
            message: "text colour \(hex6(text)) has a contrast of \(format(ratio)):1 against \(against), "
                + "under \(format(needed)):1 (WCAG 1.4.3)",
            span: span, path: path,
            help: "write `text-color = \"\(color)\"`, or a colour with more contrast",
            fixIts: [.replace(span, with: "\"\(color)\"", message: "write \(color)", safety: .unsafe)])
    }

    /// `#RRGGBB`.
    private static func hex6(_ color: RGBAColor) -> String { String(color.hex.prefix(7)) }

    /// A ratio rounded down to two decimals (never rounded up past a threshold).
    private static func format(_ ratio: Double) -> String { Bounds.format((ratio * 100).rounded(.down) / 100) }
}

/// W0436: each listed item whose written `text-color` has less contrast than WCAG 1.4.3 asks with
/// its card colour, or, on an image, with the background the label scrim guarantees.
struct TextContrastRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Slot = SpecSchema.ItemSlots
        let white = RGBAColor(red: 255, green: 255, blue: 255)
        for carousel in spec.carousels {
            guard case .list(let items) = carousel.items else { continue }
            let tables = carousel.table[SpecSchema.CarouselKeys.items] ?? []
            // Only the items that write `text-color` (few) are looked at closely.
            let textColor = Slot.textColor
            for index in tables.positionsInPlace(where: { $0.isWritten(slot: textColor) }) where index < items.count {
                let (item, table) = (items[index], tables[index])
                guard let span = table.valueSpan(slot: Slot.textColor),
                    let needed = Self.needed(item)
                else { continue }
                if item.imagePath != nil {
                    let text = item.imageTextColor ?? item.textColor
                    let ratio = Contrast.ratioOverImage(text)
                    let floor = min(needed, Contrast.minimumLarge)
                    guard ratio < floor else { continue }
                    diagnostics.append(
                        SpecMessages.lowTextContrast(
                            text: text, background: nil, ratio: ratio, needed: floor, suggested: white,
                            span: span, path: table.path(of: "text-color")))
                } else {
                    let ratio = Contrast.ratio(item.textColor, item.color)
                    guard ratio < needed else { continue }
                    diagnostics.append(
                        SpecMessages.lowTextContrast(
                            text: item.textColor, background: item.color, ratio: ratio, needed: needed,
                            suggested: Contrast.textColor(on: item.color), span: span,
                            path: table.path(of: "text-color")))
                }
            }
        }
    }

    /// The least ratio `item`'s labels need: 4.5 if any drawn label is normal text, 3 if all are
    /// large; nil when it draws no label.
    static func needed(_ item: ResolvedItem) -> Double? {
        let style = item.label
        var sizes: [Bool] = []
        if !item.title.isEmpty {
            sizes.append(style.titlePoints.map { Contrast.isLarge(points: $0, weight: style.weight) } ?? false)
        }
        if let subtitle = item.subtitle, !subtitle.isEmpty {
            let points = style.subtitlePoints ?? style.titlePoints.map(CardText.subtitlePoints(title:))
            sizes.append(points.map { Contrast.isLarge(points: $0, weight: .regular) } ?? false)
        }
        guard !sizes.isEmpty else { return nil }
        return sizes.allSatisfy { $0 } ? Contrast.minimumLarge : Contrast.minimumNormal
    }
}
