import SourceDiagnostics

// W0417 (warning).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// `image-fit` or `image-position` where no image is drawn.
    public static let imageFitWithoutImage = DiagnosticCode(
        "W0417", "image fit without an image",
        """
        `image-fit` and `image-position` say how a card's picture fills the card. Written on an \
        item without an `image`, or on a carousel none of whose items has one (generated items \
        never do), they change nothing. Give the items their pictures, or remove the keys.
        """,
        wrong: spec(
            "image-fit = \"contain\"\n",
            items: "[[carousel.items]]\ntitle = \"One\"\n[[carousel.items]]\ntitle = \"Two\"\n"),
        right: spec("", items: "[[carousel.items]]\ntitle = \"One\"\n[[carousel.items]]\ntitle = \"Two\"\n"),
        rules: [ImageFitRule()])
}

/// W0417 and W0418: the image keys of each carousel and item, against the images its items have
/// and the fit that applies.
struct ImageFitRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CarouselKeys
        typealias Slot = SpecSchema.ItemSlots
        let keys = [Keys.imageFit.key, Keys.imagePosition.key]
        for carousel in spec.carousels {
            let table = carousel.table
            let tables = table[Keys.items] ?? []
            var anyImage = false
            if case .list(let items) = carousel.items { anyImage = items.contains { $0.imagePath != nil } }
            for key in keys where table.isWritten(key) {
                guard let entry = table.entrySpan(key) else { continue }
                if !anyImage {
                    diagnostics.append(
                        SpecMessages.imageFitWithoutImage(
                            key: key, onItem: false, span: entry, path: table.path(of: key)))
                }
            }
            if anyImage, table.isWritten(Keys.imagePosition.key), table[Keys.imageFit] == ImageFit.fill.rawValue,
                let entry = table.entrySpan(Keys.imagePosition.key)
            {
                diagnostics.append(
                    SpecMessages.imagePositionWithFill(
                        span: entry, path: table.path(of: Keys.imagePosition.key),
                        fitEntry: table.entrySpan(Keys.imageFit.key)))
            }
            // The slots read before the walk, and the few items that write `image-fit` or
            // `image-position` picked with plain slot reads: a message built while an item is
            // borrowed in place makes the compiler copy the item first (see `positionsInPlace`).
            let (image, imageFit, imagePosition) = (Slot.image, Slot.imageFit, Slot.imagePosition)
            let writing = tables.positionsInPlace { item in
                item.isWritten(slot: imageFit) || item.isWritten(slot: imagePosition)
            }
            for position in writing {
                let item = tables[position]
                let hasImage = item.isWritten(slot: image)
                for (key, slot) in zip(keys, [imageFit, imagePosition]) where item.isWritten(slot: slot) {
                    guard !hasImage, let entry = item.entrySpan(key) else { continue }
                    diagnostics.append(
                        SpecMessages.imageFitWithoutImage(key: key, onItem: true, span: entry, path: item.path(of: key))
                    )
                }
                guard hasImage, item.isWritten(slot: imagePosition),
                    let entry = item.entrySpan(Keys.imagePosition.key)
                else { continue }
                let fit = item.string(slot: imageFit) ?? table[Keys.imageFit]
                guard fit == ImageFit.fill.rawValue else { continue }
                diagnostics.append(
                    SpecMessages.imagePositionWithFill(
                        span: entry, path: item.path(of: Keys.imagePosition.key),
                        fitEntry: item.entrySpan(Keys.imageFit.key) ?? table.entrySpan(Keys.imageFit.key)))
            }
        }
    }
}

/// The message of W0417.
extension SpecMessages {
    /// W0417: `key` on an item without an image (`onItem`) or on a carousel without images.
    static func imageFitWithoutImage(key: String, onItem: Bool, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.imageFitWithoutImage,
            message: onItem
                ? "`\(key)` has no effect: this item has no `image`"
                : "`\(key)` has no effect: no item of this carousel has an `image`",
            span: span, path: path,
            help: "give the item\(onItem ? "" : "s") an `image`, or remove `\(key)`",
            fixIts: [.remove(span, message: "remove `\(key)`", safety: .safe)])
    }
}
