import SourceDiagnostics

// W0432 (warning).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// An image item with neither `alt` nor `title`.
    public static let imageWithoutAlt = DiagnosticCode(
        "W0432", "image item without alt or title",
        """
        Every selection change is announced the way an ARIA live region reads it: \
        "Item 3 of 10: Sunrise over the bay", with the item's `alt`, else its `title`. An image \
        item with neither would be announced as a bare position. Describe the picture with \
        `alt`, give the item a `title`, or write `alt = ""` to mark the image decorative (the \
        fix-it does that).
        """,
        wrong: spec("", items: "[[carousel.items]]\nimage = \"../Assets/images/sunrise.png\"\n"),
        right: spec(
            "", items: "[[carousel.items]]\nimage = \"../Assets/images/sunrise.png\"\nalt = \"Sunrise over the bay\"\n"),
        rules: [ImageAltRule()])
}

/// The message of W0432 and its fix-its.
extension SpecMessages {
    /// W0432: an image item with neither `alt` nor `title`.
    static func imageWithoutAlt(span: SourceSpan, path: String, inline: Bool) -> Diagnostic {
        let insertion = inline ? ", alt = \"\"" : "\nalt = \"\""
        return Diagnostic(
            DiagnosticCode.imageWithoutAlt,
            message: "image item without `alt` or `title`: its announcement cannot say what it shows",
            span: span, path: path,
            help: "add `alt = \"...\"` describing the picture, or `alt = \"\"` if it is decorative",
            fixIts: [
                FixIt(
                    message: "add `alt = \"\"` (decorative)",
                    edits: [TextEdit(span: .point(span.end), replacement: insertion)], safety: .unsafe)
            ])
    }
}

/// W0432: an image item with neither `alt` nor `title`, so its announcement would say nothing
/// about it. The fix-it adds `alt = ""`, marking the image decorative.
struct ImageAltRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Slot = SpecSchema.ItemSlots
        for carousel in spec.carousels {
            let items = carousel.table[SpecSchema.CarouselKeys.items] ?? []
            // The slots read before the walk: a `static let` read inside it is a call the compiler
            // cannot see into, which makes it copy each item it borrows (see `forEachInPlace`).
            let (image, alt, title) = (Slot.image, Slot.alt, Slot.title)
            let unnamed = items.positionsInPlace { item in
                item.hasValue(slot: image) && !item.isWritten(slot: alt) && !item.isWritten(slot: title)
            }
            for position in unnamed {
                let item = items[position]
                guard let entry = item.entrySpan("image") else { continue }
                // A standard table's span is its header, before its entries; an inline table's
                // span holds them, so the new key follows on the same line after a comma.
                let inline = item.span.end > entry.start
                diagnostics.append(
                    SpecMessages.imageWithoutAlt(span: entry, path: item.path(of: "image"), inline: inline))
            }
        }
    }
}
