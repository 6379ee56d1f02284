/// The items of a `[carousel.generate]` table, resolved on demand: item `i` is computed when asked
/// for, so 10,000,000 items cost what 10 do.
public struct GeneratedItems: Sendable, Hashable {
    /// Number of items.
    public let count: Int
    /// The title template (`{n}` 1-based position, `{i}` 0-based index).
    public let titleTemplate: TitleTemplate
    /// Card colours, cycled.
    public let palette: [RGBAColor]
    /// How every item's title is set (the carousel's `[carousel.text]`).
    public let label: LabelStyle
    /// The text colour on each palette colour (by contrast), worked out once.
    let textColors: [RGBAColor]

    /// Items titled from `titleTemplate` with colours cycling `palette` (the default palette when
    /// empty), their labels set by `label`.
    public init(count: Int, titleTemplate: TitleTemplate, palette: [RGBAColor], label: LabelStyle = .standard) {
        self.count = max(0, count)
        self.titleTemplate = titleTemplate
        self.palette = palette.isEmpty ? NamedColors.defaultPalette : palette
        self.label = label
        textColors = self.palette.map(Contrast.textColor(on:))
    }

    /// Item `index` (0-based), fully resolved; nil outside `0..<count`.
    public func item(at index: Int) -> ResolvedItem? {
        guard index >= 0, index < count, !palette.isEmpty else { return nil }
        let slot = index % palette.count
        return ResolvedItem(
            id: String(index + 1), title: titleTemplate.title(at: index), subtitle: nil, color: palette[slot],
            textColor: textColors[slot], imagePath: nil, label: label)
    }
}

extension ResolvedItems {
    /// Item `index` (0-based) as drawn, or nil outside `0..<count`; generated items are made here.
    public func item(at index: Int) -> ResolvedItem? {
        switch self {
        case .list(let items): return items.indices.contains(index) ? items[index] : nil
        case .generated(let generated): return generated.item(at: index)
        }
    }
}

extension RGBAColor {
    /// White or black, whichever contrasts more with this colour (WCAG relative luminance).
    public var contrastingText: RGBAColor { Contrast.textColor(on: self) }
}
