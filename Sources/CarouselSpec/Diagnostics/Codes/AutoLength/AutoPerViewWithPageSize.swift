import CarouselEngine
import SourceDiagnostics

// E0328 (error). Emitted by the rule below (`rules:`), which also emits E0329, E0337, W0455,
// W0456 and W0457.
extension DiagnosticCode {
    /// `per-view = "auto"` with a `page-size`.
    public static let autoPerViewWithPageSize = DiagnosticCode(
        "E0328", "per-view auto with page-size",
        """
        `per-view = "auto"` takes each item's length along the axis from its content: its \
        `length`, else its picture's aspect ratio, else its label. A `page-size` gives every item \
        one fixed size, so the two cannot both hold. Remove `page-size` (give single items a \
        `length` instead), or write a number of items per view.
        """,
        wrong: spec("per-view = \"auto\"\npage-size = { width = 400, height = 300 }\n", items: sizedItems),
        right: spec("per-view = \"auto\"\n", items: sizedItems),
        rules: [AutoLengthRule()])
}

/// The message of E0328 and its fix-it.
extension SpecMessages {
    /// E0328: `per-view = "auto"` and `page-size` together.
    static func autoPerViewWithPageSize(span: SourceSpan, path: String, pageSizeEntry: SourceSpan) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.autoPerViewWithPageSize,
            message:
                "`per-view = \"auto\"` sizes each item from its content, but `page-size` gives every item one size",
            span: span, path: path, labels: label("every item is this size", at: pageSizeEntry),
            help: "remove `page-size` (an item may set its own `length`), or write a number of items per view",
            fixIts: [SpecFixIts.remove("page-size", entry: pageSizeEntry)])
    }
}

/// The checks of content-sized items: E0328 `page-size` with `per-view = "auto"`, E0329 an item
/// `length` where it means nothing, E0337 a `length` below the shortest card, W0455
/// `scroll-by = "page"` with `"auto"`, W0456 an effect other than slide with `"auto"`, W0457
/// an item longer than the region.
struct AutoLengthRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CarouselKeys
        for carousel in spec.carousels {
            let table = carousel.table
            let items = table[Keys.items] ?? []
            guard ItemLengthResolver.isAuto(table, kind: carousel.kind) else {
                // The kind rule (E0205) already reports `length` on the other kinds.
                guard carousel.kind == .paging || carousel.kind == .marquee else { continue }
                let marquee = table[Keys.marquee]
                let setting =
                    carousel.kind == .paging
                    ? table.entrySpan(Keys.perView) : marquee?.entrySpan(SpecSchema.MarqueeKeys.itemExtent)
                // The few items that write `length`, picked with a plain slot read (a message built
                // while an item is borrowed in place makes the compiler copy it first).
                let lengthSlot = SpecSchema.ItemSlots.length
                for position in items.positionsInPlace(where: { $0.isWritten(slot: lengthSlot) }) {
                    let item = items[position]
                    guard let entry = item.entrySpan("length") else { continue }
                    diagnostics.append(
                        SpecMessages.itemLengthWithoutAuto(
                            entry: entry, path: item.path(of: "length"), kind: carousel.kind, settingEntry: setting))
                }
                continue
            }
            guard carousel.kind == .paging else {
                lengths(carousel, items: items, into: &diagnostics)
                continue
            }
            let perView = table.valueSpan(Keys.perView) ?? table.span
            let perViewPath = table.path(of: Keys.perView)
            if let pageEntry = table.entrySpan(Keys.pageSize) {
                diagnostics.append(
                    SpecMessages.autoPerViewWithPageSize(span: perView, path: perViewPath, pageSizeEntry: pageEntry))
            }
            if table[Keys.scrollBy] == .page, let span = table.valueSpan(Keys.scrollBy) {
                diagnostics.append(
                    SpecMessages.autoPerViewPageStep(span: span, path: table.path(of: Keys.scrollBy), perView: perView))
            }
            if carousel.configuration.effect != .slide, let span = table.valueSpan(SpecSchema.EffectKeys.effect) {
                diagnostics.append(
                    SpecMessages.autoPerViewEffect(
                        span: span, path: table.path(of: SpecSchema.EffectKeys.effect), perView: perView))
            }
            lengths(carousel, items: items, into: &diagnostics)
        }
    }

    /// E0337 and W0457 for each written item.
    private func lengths(_ carousel: CarouselContext, items: [SpecTable], into diagnostics: inout [Diagnostic]) {
        let configuration = carousel.configuration
        guard let lengths = configuration.paging.lengths ?? configuration.marquee.lengths else { return }
        let axis = configuration.axis
        let card = carousel.derived.cardSize
        let cross = axis == .horizontal ? card.height : card.width
        let region = carousel.derived.content.mainLength(axis)
        let minimum = PagingGeometry.minimumItemLength
        // The slots and the limit read before the walk, and the items to report picked with plain
        // slot reads: a message built while an item is borrowed in place copies the item first.
        let (lengthSlot, imageSlot, titleSlot) = (
            SpecSchema.ItemSlots.length, SpecSchema.ItemSlots.image, SpecSchema.ItemSlots.title
        )
        let most = Self.mostReported
        var picked: [(position: Int, length: Double, tooShort: Bool)] = []
        items.forEachInPlace { index, item in
            guard picked.count < most else { return }
            let length = lengths.length(of: index, cross: cross)
            if item.isWritten(slot: lengthSlot), length < minimum {
                picked.append((index, length, true))
            } else if length > region + 0.5 {
                picked.append((index, length, false))
            }
        }
        for (position, length, tooShort) in picked {
            let item = items[position]
            if tooShort, let written = item.valueSpan(slot: lengthSlot) {
                diagnostics.append(
                    SpecMessages.itemLengthTooShort(
                        length, minimum: minimum, span: written, path: item.path(of: "length")))
                continue
            }
            let source: (String, SourceSpan?) =
                item.isWritten(slot: lengthSlot)
                ? ("length", item.valueSpan(slot: lengthSlot))
                : item.isWritten(slot: imageSlot)
                    ? ("image", item.valueSpan(slot: imageSlot))
                    : ("title", item.valueSpan(slot: titleSlot))
            diagnostics.append(
                SpecMessages.itemLongerThanRegion(
                    length, region: region, from: source.0, span: source.1 ?? item.span, path: item.path(of: source.0)))
        }
    }

    /// Items reported per carousel (a list of a thousand posters too tall gets a few, not a thousand).
    static let mostReported = 20
}
