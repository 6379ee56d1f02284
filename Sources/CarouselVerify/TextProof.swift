import CarouselEngine
import CarouselScene
import CarouselSpec
import SourceDiagnostics

/// The text proof of plain `carousel check` (W0413) at the spec's window size and at the other
/// sizes the layout proofs visit (``otherSizes``): every item's title
/// laid out on the card the carousel gives its selected item at rest, and each carousel's title
/// on its title line, with the fonts' own measurements. Unlike ``RenderCheck`` it plays nothing:
/// an item is checked whether or not a render pass would bring it into view (past
/// ``exhaustiveLimit`` generated items, their representatives: TextProof+Generated.swift).
public struct TextProof {
    /// The spec checked.
    public let spec: ResolvedSpec
    /// Where its keys are written.
    public let keys: SpecKeyLocator
    /// The fonts' measurements (never narrower than drawn).
    public let metrics: any FontMetrics

    /// A proof of `spec` (compiled without errors; `keys` from the same compilation).
    public init(spec: ResolvedSpec, keys: SpecKeyLocator, metrics: any FontMetrics) {
        self.spec = spec
        self.keys = keys
        self.metrics = metrics
    }

    /// The spec as laid out at the other window sizes the layout proofs visit
    /// (``ResponsiveSpec/provenSizes``): each window size, the size it is laid out at, and the
    /// spec resolved there. Empty: the spec's own size only.
    public var otherSizes: [(window: Size, layout: Size, spec: ResolvedSpec)] = []

    /// The text proof at the spec's own size and at every size the layout proofs visit
    /// (`responsive`, the compilation's ``SpecCompilation/responsive``, nil without rules or
    /// `min-size`).
    public init(spec: ResolvedSpec, responsive: ResponsiveSpec?, keys: SpecKeyLocator, metrics: any FontMetrics) {
        self.init(spec: spec, keys: keys, metrics: metrics)
        if let responsive {
            otherSizes = responsive.provenSizes.map { ($0.window, $0.layout, responsive.laidOut(forWindow: $0.window)) }
        }
    }

    /// The cut titles, as warnings: those cut at the spec's window size, then those cut first at
    /// one of ``otherSizes`` (each title once, at the first size that cuts it). Throws only what
    /// the font metrics throw.
    public func run() throws -> [Diagnostic] {
        var findings = try self.findings(
            in: spec, moment: Moment(time: 0, window: spec.window.size, letterboxed: false))
        if !otherSizes.isEmpty {
            var reported = Set(findings.map { Subject(carousel: $0.carousel, subject: $0.subject) })
            for other in otherSizes {
                let moment = Moment(time: 0, window: other.window, letterboxed: false, provenLayout: other.layout)
                for finding in try self.findings(in: other.spec, moment: moment)
                where reported.insert(Subject(carousel: finding.carousel, subject: finding.subject)).inserted {
                    findings.append(finding)
                }
            }
        }
        var wording = FindingWording(spec: spec, keys: keys)
        wording.fromTextProof = true
        return wording.diagnostics(for: findings)
    }

    /// A title, for reporting each once.
    private struct Subject: Hashable {
        var carousel: Int
        var subject: FindingSubject
    }

    /// The cut titles of `spec` (laid out at its window size), seen at `moment`.
    private func findings(in spec: ResolvedSpec, moment: Moment) throws -> [Finding] {
        var engine = Engine(scene: spec.scene)
        _ = engine.advance(to: 0)
        let frames = engine.frames()
        let window = spec.window.size
        // Not memoized: items are laid out once each (identical labels share a layout in `cuts`),
        // and a memo of every title's words would grow with the spec.
        let metrics = self.metrics
        let layout = TextLayout(metrics: metrics, scale: 1)
        let composer = SceneComposer(spec: spec)
        var findings: [Finding] = []
        for (index, frame) in frames.enumerated() where spec.carousels.indices.contains(index) {
            let content = spec.carousels[index]
            if let full = content.title, !full.isEmpty, let line = frame.titleRect {
                let composed = try composer.compose(
                    [frame], size: window, scale: 1, metrics: metrics, overlays: SceneOverlays(focus: .hidden))
                let pieces = CarouselPieces(index: index, frame: frame, commands: composed.commands)
                if pieces.title?.text != full {
                    findings.append(
                        Finding(
                            code: .textCut, carousel: index, subject: .title, moment: moment,
                            detail: .cut(
                                drawn: pieces.title?.text ?? "", full: full, box: line, points: pieces.title?.points)))
                }
            }
            guard frame.kind != .marquee || !frame.cards.isEmpty, let card = Self.restingCard(of: frame) else {
                continue
            }
            try cuts(
                of: content, carousel: index, card: card, frame: frame, layout: layout, moment: moment, into: &findings)
        }
        return findings
    }

    /// The card of the selected item at rest (else the largest card shown), in card points.
    static func restingCard(of frame: CarouselFrame) -> Rect? {
        if let selected = frame.cards.first(where: { $0.item == frame.selection }) { return selected.rect }
        return frame.cards.max { $0.rect.width * $0.rect.height < $1.rect.width * $1.rect.height }?.rect
    }

    /// The items of `content` whose titles do not fit `card`.
    private func cuts(
        of content: ResolvedCarousel, carousel: Int, card: Rect, frame: CarouselFrame, layout: TextLayout,
        moment: Moment, into findings: inout [Finding]
    ) throws {
        struct Label: Hashable {
            var title: String
            var subtitle: String?
            var style: LabelStyle
            /// The card's length along the axis (content-sized items each have their own).
            var length: Double
        }
        var known: [Label: TitleLines] = [:]
        /// What the fast proof of a title depends on besides its text.
        struct ProofCard: Equatable {
            var style: LabelStyle
            var box: Rect
            var hasSubtitle: Bool
        }
        // `per-view = "auto"` and `item-extent = "auto"`: each item on a card of its own length.
        let lengths = content.engine.paging.lengths ?? content.engine.marquee.lengths
        let horizontal = content.engine.axis == .horizontal
        let cross = horizontal ? card.height : card.width
        let order = Self.representatives(of: content.items)
        // Titles the bounds prove whole are not laid out (CardLabels+WholeTitle.swift).
        let bounds = LineWidthBoundsCache(metrics: layout.metrics)
        var proof: (card: ProofCard, proof: CardLabels.WholeTitleProof?)?
        for position in 0..<(order?.count ?? content.items.count) {
            let item = order?[position] ?? position
            guard let resolved = content.items.item(at: item), !resolved.title.isEmpty else { continue }
            var style = resolved.label
            style.rightToLeft = frame.direction.isRightToLeft
            var own = card
            if let lengths {
                let length = lengths.length(of: item, cross: cross)
                if horizontal { own.width = length } else { own.height = length }
            }
            if let bounds {
                // Cards of one size and style share the part of the proof that reads no text.
                let card = ProofCard(style: style, box: own, hasSubtitle: resolved.subtitle != nil)
                if proof?.card != card {
                    let made = CardLabels.WholeTitleProof(
                        style: style, in: own, cornerRadius: frame.cornerRadius, hasSubtitle: card.hasSubtitle,
                        layout: layout, bounds: bounds)
                    proof = (card, made)
                }
                if proof?.proof?.showsWhole(title: resolved.title, subtitle: resolved.subtitle) == true { continue }
            }
            let label = Label(
                title: resolved.title, subtitle: resolved.subtitle, style: style,
                length: horizontal ? own.width : own.height)
            let lines: TitleLines
            if let seen = known[label] {
                lines = seen
            } else {
                let labels = try CardLabels.layout(
                    title: resolved.title, subtitle: resolved.subtitle, style: style, in: own,
                    cornerRadius: frame.cornerRadius, layout: layout)
                lines = TitleLines(title: resolved.title, labels: labels)
                // Repeated labels (generated or copied items) are laid out once; distinct ones
                // are not all kept.
                if known.count >= 4096 { known.removeAll(keepingCapacity: true) }
                known[label] = lines
            }
            guard lines.isCut else { continue }
            findings.append(
                Finding(
                    code: .textCut, carousel: carousel, subject: .itemTitle(item), moment: moment,
                    detail: .cut(drawn: lines.drawn, full: resolved.title, box: own, points: lines.points)))
        }
    }
}
