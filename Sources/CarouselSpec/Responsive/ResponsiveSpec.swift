import CarouselEngine

/// A spec with `[[carousel.when]]` rules, resolvable for any window size: `compile --size`,
/// `render --size`, `simulate --size` and the demo after a resize ask it for the spec that
/// holds at their window's size.
///
/// It keeps the document as read (before resolution); resolving for a size applies the rules
/// that match it (``ResponsiveOverlay``) and resolves again, so every value comes out of the
/// same resolver as the spec's own.
public struct ResponsiveSpec: Sendable {
    /// The document as read.
    let document: SpecTable
    /// The path as given (for the default window title).
    let filePath: String
    /// The absolute path (``ResolvedSpec/path``).
    let absolutePath: String
    /// The spec's own `[window] size`, in points.
    public let specSize: Size
    /// `[window] min-size`, in points, or nil.
    public let minSize: Size?
    /// Each carousel's rules, in file order.
    let rules: [[ResponsiveRule]]
    /// Each carousel's id (`#2` when missing), for messages.
    let ids: [String]
    /// The pictures' sizes and the fonts the spec's own resolution measured items with.
    var measures = ContentMeasures()

    init(document: SpecTable, filePath: String, absolutePath: String, specSize: Size, minSize: Size? = nil) {
        self.document = document
        self.filePath = filePath
        self.absolutePath = absolutePath
        self.specSize = specSize
        self.minSize = minSize
        let carousels = document[SpecSchema.RootKeys.carousels] ?? []
        rules = carousels.map(ResponsiveRule.rules(of:))
        ids = carousels.enumerated().map { $0.element[SpecSchema.CarouselKeys.id] ?? "#\($0.offset + 1)" }
    }

    /// True when some carousel of `document` writes a rule.
    static func hasRules(_ document: SpecTable) -> Bool {
        (document[SpecSchema.RootKeys.carousels] ?? []).contains { $0.isWritten(SpecSchema.ResponsiveKeys.rules) }
    }

    /// The numbers of the rules that apply at a window of `size` points, per carousel in file order
    /// (cheap: a resize compares these before resolving anything).
    public func appliedRules(forWindow size: Size) -> [[Int]] {
        rules.map { $0.filter { $0.applies(to: size) }.map(\.number) }
    }

    /// The size the scene is laid out at in a window of `size` points, as the window draws it
    /// (`ViewFit` in CarouselScene): the window's own size when it is at least the spec's
    /// `min-size` (else its `size`) on both sides, else that size (then scaled down, letterboxed).
    public func layoutSize(forWindow size: Size) -> Size {
        Self.layoutSize(forWindow: size, specSize: minSize ?? specSize)
    }

    /// True when the document's `[window]` writes a `min-size` (its layout is proven at that size).
    static func hasMinSize(_ document: SpecTable) -> Bool {
        document[SpecSchema.RootKeys.window]?[SpecSchema.WindowKeys.minSize] != nil
    }

    /// The size a spec is laid out at in a window of `size` points; `specSize` is the size below
    /// which it is scaled (``ResolvedWindow/fitSize``: `min-size`, else `size`).
    public static func layoutSize(forWindow size: Size, specSize: Size) -> Size {
        size.width >= specSize.width && size.height >= specSize.height ? size : specSize
    }

    /// The spec as it holds in a window of `size` points: the matching rules applied. The window
    /// keeps the spec's `size` (the window fits the scene itself, see ``layoutSize(forWindow:)``).
    public func resolved(forWindow size: Size) -> ResolvedSpec {
        resolution(forWindow: size, layOutAt: nil).spec(path: absolutePath)
    }

    /// The window sizes the layout proofs visit besides the spec's own (`min-size`, then both
    /// sides of each rule's bounds), one per distinct spec they resolve to, each with the size it
    /// is laid out at (``layoutSize(forWindow:)``). Plain `check`'s text proof visits them too.
    public var provenSizes: [(window: Size, layout: Size)] { ResponsiveProofs.distinctSizes(self) }

    /// The spec as the proofs see it in a window of `size` points: the matching rules applied and
    /// laid out at ``layoutSize(forWindow:)`` (its window `size` is that layout size).
    public func laidOut(forWindow size: Size) -> ResolvedSpec {
        resolution(forWindow: size, layOutAt: layoutSize(forWindow: size)).spec(path: absolutePath)
    }

    /// The resolution at a window of `size` points; laid out at `layout` points when given
    /// (the checks and `compile --size`), else at the spec's own size.
    func resolution(forWindow size: Size, layOutAt layout: Size?) -> SpecResolution {
        var root = document
        var carousels = root.takeTables(SpecSchema.RootKeys.carousels)
        for index in carousels.indices where index < rules.count {
            let matching = rules[index].filter { $0.applies(to: size) }
            if !matching.isEmpty { ResponsiveOverlay.apply(matching, to: &carousels[index]) }
        }
        root.set(SpecSchema.RootKeys.carousels, .tables(carousels))
        if let layout {
            var window = root[SpecSchema.RootKeys.window] ?? SpecBuilder.filledDefault(SpecSchema.window, kind: .paging)
            window.set(
                SpecSchema.WindowKeys.size,
                .integers([Int(layout.width.rounded()), Int(layout.height.rounded())]))
            root.set(SpecSchema.RootKeys.window, .table(window))
        }
        return SpecResolver.resolve(root, filePath: filePath, measures: measures)
    }
}
