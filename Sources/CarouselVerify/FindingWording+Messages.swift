import CarouselEngine
import CarouselSpec
import SourceDiagnostics

extension FindingWording {
    /// W0413: a title drawn shorter than written.
    func cut(_ finding: Finding, drawn: String, full: String, box: Rect, points: Double?) -> Diagnostic {
        let carousel = finding.carousel
        let window = windowText(finding.moment)
        var notes: [String] = []
        let subject: String
        var place: (span: SourceSpan?, path: String)
        if case .itemTitle(let item) = finding.subject {
            subject = "title of \(itemName(item, carousel: carousel))"
            if let span = keys.itemValueSpan(carousel: carousel, item: item, key: "title") {
                place = (span, keys.itemPath(carousel: carousel, item: item, key: "title"))
            } else {
                place = self.place(carousel, [["generate", "title"], ["generate"]])
                if let header = keys.itemHeader(carousel: carousel, item: item) {
                    place = (header, keys.itemPath(carousel: carousel, item: item, key: "title"))
                }
            }
            let size = "\(Self.number(box.width, digits: 1)) x \(Self.number(box.height, digits: 1))"
            notes.append(
                "the card is \(size) points"
                    + (points.map { "; the title is drawn at \(Self.number($0, digits: 1)) points" } ?? ""))
        } else {
            subject = "title of \(carouselName(carousel))"
            place = self.place(carousel, [["title"]])
            notes.append("a carousel's title line is \(Self.number(box.width, digits: 1)) points wide here")
        }
        notes.append(seen(finding.moment))
        let message =
            drawn.isEmpty
            ? "\(subject) is not drawn at \(window): there is no room for it; the full title is \"\(full)\""
            : "\(subject) \"\(drawn)\" is cut at \(window); the full title is \"\(full)\""
        return Diagnostic(
            DiagnosticCode.textCut, message: message, span: place.span, path: place.path,
            help: "give the card more room (a larger window `size` or `frame`, smaller `insets`) or shorten the title",
            notes: notes)
    }

    /// W0414: something cut by the window edge.
    func outsideWindow(_ finding: Finding, rect: Rect, item: Int?) -> Diagnostic {
        let carousel = finding.carousel
        let what: String, help: String
        let place: (span: SourceSpan?, path: String)
        switch finding.subject {
        case .title:
            what = "title of \(carouselName(carousel)) is"
            place = self.place(carousel, [["frame"], ["title"]])
            help = "a title takes the 28 points above the frame: move `frame` down (y at least 28) or drop `title`"
        case .dots:
            what = "page dots of \(carouselName(carousel)) are"
            place = self.place(carousel, [["frame"], ["indicators"]])
            help =
                "page dots take 24 points below the frame (right of it when vertical): make the frame "
                + "smaller, or set `indicators = false`"
        default:
            what = item.map { itemName($0, carousel: carousel) + " is" } ?? "cards of \(carouselName(carousel)) are"
            place = self.place(carousel, [["frame"], ["page-size"]])
            help = "keep the carousel's frame inside the window"
        }
        return Diagnostic(
            DiagnosticCode.cutOff,
            message:
                "\(what) cut by the window edge at \(windowText(finding.moment)) (drawn at \(Self.rect(rect)))",
            span: place.span, path: place.path, help: help, notes: [seen(finding.moment)],
            fixIts: finding.subject == .cards ? [] : fittedFrameFix(finding).map { [$0] } ?? [])
    }

    /// W0414: the label of the card a carousel rests on, cut by the carousel's own frame.
    func outsideFrame(_ finding: Finding, label: Rect, item: Int, clip: Rect) -> Diagnostic {
        let carousel = finding.carousel
        let place = self.place(carousel, [["page-size"], ["frame"], ["focus", "item-size"], ["insets"]])
        return Diagnostic(
            DiagnosticCode.cutOff,
            message:
                "the label of \(itemName(item, carousel: carousel)), the card the carousel rests on, is cut by the "
                + "carousel's own frame at \(windowText(finding.moment)) (label at \(Self.rect(label)))",
            span: place.span, path: place.path,
            help: "make the page or card fit the carousel's frame (minus its insets), so its label shows",
            notes: ["the carousel's frame is \(Self.rect(clip))", seen(finding.moment)])
    }

    /// W0414: something under another carousel painted after it.
    func covered(_ finding: Finding, rect: Rect, by: Int, item: Int?) -> Diagnostic {
        let carousel = finding.carousel
        let what: String
        switch finding.subject {
        case .title: what = "title of \(carouselName(carousel)) is"
        case .dots: what = "page dots of \(carouselName(carousel)) are"
        default:
            what = item.map { itemName($0, carousel: carousel) + " is" } ?? "cards of \(carouselName(carousel)) are"
        }
        let place = self.place(by, [["frame"]])
        var labels: [DiagnosticLabel] = []
        let covered = self.place(carousel, [["frame"]])
        if let span = covered.span { labels.append(DiagnosticLabel(span: span, message: "the covered carousel")) }
        return Diagnostic(
            DiagnosticCode.cutOff,
            message:
                "\(what) covered by \(carouselName(by)) at \(windowText(finding.moment)) (at \(Self.rect(rect)))",
            span: place.span, path: place.path, labels: labels,
            help: "give the carousels frames that do not overlap, with room for titles above and dots below",
            notes: [seen(finding.moment)])
    }

    /// W0415: a label outside its card's shape.
    func outsideCard(_ finding: Finding, item: Int, label: Rect, card: Rect, radius: Double) -> Diagnostic {
        let carousel = finding.carousel
        let insideRect = label.lies(inside: card, tolerance: SceneInspector.pixelTolerance)
        let place = self.place(carousel, insideRect ? [["corner-radius"], ["frame"]] : [["page-size"], ["frame"]])
        let whereText =
            insideRect
            ? "crosses the card's rounded corner (radius \(Self.number(radius, digits: 1)) points)"
            : "sticks out of the card"
        let cardText = "\(Self.number(card.width, digits: 1)) x \(Self.number(card.height, digits: 1))"
        return Diagnostic(
            DiagnosticCode.textOutsideCard,
            message:
                "a label of \(itemName(item, carousel: carousel)) \(whereText) at \(windowText(finding.moment))",
            span: place.span, path: place.path,
            help: insideRect
                ? "lower `corner-radius`, or give the card more room"
                : "give the card more room (a larger `frame` or `page-size`, smaller `insets`)",
            notes: ["the label is at \(Self.rect(label)) on a \(cardText) point card", seen(finding.moment)])
    }

    /// W0416: a label under a translucent card.
    func showsThrough(
        _ finding: Finding, item: Int, label: Rect, by: Int, coveringItem: Int, opacity: Double
    ) -> Diagnostic {
        let carousel = finding.carousel
        var place: (span: SourceSpan?, path: String)
        if let span = keys.itemValueSpan(carousel: by, item: coveringItem, key: "color") {
            place = (span, keys.itemPath(carousel: by, item: coveringItem, key: "color"))
        } else {
            place = self.place(by, [["frame"]])
        }
        var labels: [DiagnosticLabel] = []
        if by != carousel, let span = self.place(carousel, [["frame"]]).span {
            labels.append(DiagnosticLabel(span: span, message: "the carousel whose label shows through"))
        }
        let covering = by == carousel ? "item \(coveringItem + 1)" : "item \(coveringItem + 1) of \(carouselName(by))"
        return Diagnostic(
            DiagnosticCode.labelShowsThrough,
            message:
                "the label of \(itemName(item, carousel: carousel)) shows through \(covering) "
                + "(opacity \(Self.number(opacity, digits: 2))) at \(windowText(finding.moment))",
            span: place.span, path: place.path, labels: labels,
            help:
                "move the carousels apart so no card covers another carousel's labels, or make the covering "
                + "items opaque",
            notes: ["the label is at \(Self.rect(label))", seen(finding.moment)])
    }
}
