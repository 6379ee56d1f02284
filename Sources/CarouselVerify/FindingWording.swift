import CarouselEngine
import CarouselSpec
import SourceDiagnostics

/// Turns findings into diagnostics: the words, the numbers, and the span of the key that causes
/// each one (the way the spec's rules point at keys).
struct FindingWording {
    /// The spec played.
    let spec: ResolvedSpec
    /// Where its keys are written.
    let keys: SpecKeyLocator
    /// Whether the findings come from plain `check`'s text proof (``TextProof``), which lays each
    /// item out at rest instead of playing the spec.
    var fromTextProof = false

    /// Most cut item titles reported per carousel; the last one reported counts the rest.
    static let cutTitlesPerCarousel = 5

    /// One diagnostic per finding (cut titles capped per carousel), in the order found.
    func diagnostics(for findings: [Finding]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var cutTitles: [Int: (reported: Int, last: Int?, more: Int)] = [:]
        for finding in findings {
            if case .itemTitle = finding.subject {
                var tally = cutTitles[finding.carousel] ?? (0, nil, 0)
                guard tally.reported < Self.cutTitlesPerCarousel else {
                    tally.more += 1
                    cutTitles[finding.carousel] = tally
                    continue
                }
                tally.reported += 1
                tally.last = diagnostics.count
                cutTitles[finding.carousel] = tally
            }
            diagnostics.append(diagnostic(for: finding))
        }
        for tally in cutTitles.values where tally.more > 0 {
            guard let last = tally.last else { continue }
            let more = tally.more
            diagnostics[last].notes.append(
                "\(more) more item title\(more == 1 ? " is" : "s are") cut in this carousel (not listed)")
        }
        return diagnostics
    }

    /// The diagnostic of one finding.
    func diagnostic(for finding: Finding) -> Diagnostic {
        switch finding.detail {
        case .cut(let drawn, let full, let box, let points):
            return cut(finding, drawn: drawn, full: full, box: box, points: points)
        case .outsideWindow(let rect, let item):
            return outsideWindow(finding, rect: rect, item: item)
        case .outsideFrame(let rect, let item, let clip):
            return outsideFrame(finding, label: rect, item: item, clip: clip)
        case .covered(let rect, let by, let item):
            return covered(finding, rect: rect, by: by, item: item)
        case .outsideCard(let item, let label, let card, let radius):
            return outsideCard(finding, item: item, label: label, card: card, radius: radius)
        case .showsThrough(let item, let label, let by, let coveringItem, let opacity):
            return showsThrough(
                finding, item: item, label: label, by: by, coveringItem: coveringItem, opacity: opacity)
        }
    }

    // MARK: Names and places

    /// `carousel "featured"`.
    func carouselName(_ index: Int) -> String {
        let id = spec.carousels.indices.contains(index) ? spec.carousels[index].engine.id : "#\(index + 1)"
        return "carousel \"\(id)\""
    }

    /// `item "storm"` when the spec writes the item's id, else `item 3` (1-based); with the
    /// carousel when the spec has several.
    func itemName(_ item: Int, carousel: Int) -> String {
        var name = "item \(item + 1)"
        if keys.itemValueSpan(carousel: carousel, item: item, key: "id") != nil,
            spec.carousels.indices.contains(carousel), case .list(let items) = spec.carousels[carousel].items,
            items.indices.contains(item)
        {
            name = "item \"\(items[item].id)\""
        }
        return spec.carousels.count > 1 ? name + " of " + carouselName(carousel) : name
    }

    /// `1280x800`, or `320x240 (the 1280x800 scene scaled to fit)`.
    func windowText(_ moment: Moment) -> String {
        let size = Self.size(moment.window)
        if let layout = moment.provenLayout {
            return layout == moment.window ? size : size + " (laid out at \(Self.size(layout)) and scaled down)"
        }
        guard moment.letterboxed else { return size }
        return size + " (the \(Self.size(spec.window.size)) scene scaled to fit)"
    }

    /// The note saying when it was first seen.
    func seen(_ moment: Moment) -> String {
        guard !fromTextProof else {
            let rest = "laid out at rest, each item on the card of the selected item"
            guard moment.provenLayout != nil else { return rest }
            return rest + ", at a window size the layout proofs visit (`min-size`, each side of a "
                + "`[[carousel.when]]` bound); reported at the first size that cuts it"
        }
        return "first seen at \(Self.number(moment.time, digits: 2)) s of the render pass (rest, a drag each way, "
            + "the smallest and the largest window)"
    }

    /// The span and data path of carousel `carousel`'s `key` when written, else of its first
    /// written fallback, else its header.
    func place(_ carousel: Int, _ candidates: [[String]]) -> (span: SourceSpan?, path: String) {
        for key in candidates {
            if let span = keys.valueSpan(carousel: carousel, key: key) {
                return (span, keys.path(carousel: carousel, key: key))
            }
        }
        return (keys.header(carousel: carousel), keys.path(carousel: carousel, key: []))
    }

    static func size(_ size: Size) -> String { "\(number(size.width, digits: 0))x\(number(size.height, digits: 0))" }

    /// `x 0, y -22, 84 x 20 points`.
    static func rect(_ rect: Rect) -> String {
        "x \(number(rect.x, digits: 1)), y \(number(rect.y, digits: 1)), "
            + "\(number(rect.width, digits: 1)) x \(number(rect.height, digits: 1)) points"
    }

    /// `value` with at most `digits` decimals, trailing zeros dropped.
    static func number(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return String(value) }
        var factor = 1.0
        for _ in 0..<digits { factor *= 10 }
        let rounded = (value * factor).rounded() / factor
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}
