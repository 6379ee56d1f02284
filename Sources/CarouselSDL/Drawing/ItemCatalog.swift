import CarouselSpec
import Foundation

/// What the renderer needs besides the engine frames: items, titles and the window's look.
public struct SceneContent: Sendable {
    /// Window background.
    public var background: RGBAColor
    /// Carousel id -> what to draw for it.
    var carousels: [String: ResolvedCarousel]
    /// Colour of carousel titles and page dots: light on a dark window, dark on a light one.
    var chrome: RGBAColor

    /// The content of a resolved spec.
    public init(spec: ResolvedSpec) {
        background = spec.window.background
        carousels = Dictionary(spec.carousels.map { ($0.engine.id, $0) }, uniquingKeysWith: { first, _ in first })
        chrome =
            SceneContent.contrastingText(on: spec.window.background) == RGBAColor(red: 255, green: 255, blue: 255)
            ? Theme.lightChrome : Theme.darkChrome
    }

    /// The title drawn above carousel `id`, if any.
    func title(of id: String) -> String? { carousels[id]?.title }

    /// The leading inset of carousel `id` in points (titles line up with it).
    func leadingInset(of id: String) -> Double { carousels[id]?.engine.insets.leading ?? 0 }

    /// Item `index` of carousel `id` (generated items are made on demand, so 10 million cost nothing).
    func item(_ index: Int, of id: String) -> ResolvedItem? {
        guard let carousel = carousels[id], index >= 0, index < carousel.items.count else { return nil }
        switch carousel.items {
        case .list(let items):
            return items[index]
        case .generated(_, let template, let palette):
            let colors = palette.isEmpty ? SceneContent.fallbackPalette : palette
            let color = colors[index % colors.count]
            let title = template.replacingPlaceholder("{n}", with: String(index + 1))
                .replacingPlaceholder("{i}", with: String(index))
            return ResolvedItem(
                id: String(index + 1), title: title, subtitle: nil, color: color,
                textColor: SceneContent.contrastingText(on: color), imagePath: nil)
        }
    }

    /// Used only when a generated carousel arrives without a palette.
    static let fallbackPalette: [RGBAColor] = [
        RGBAColor(red: 0, green: 122, blue: 255), RGBAColor(red: 255, green: 149, blue: 0),
        RGBAColor(red: 52, green: 199, blue: 89), RGBAColor(red: 175, green: 82, blue: 222),
        RGBAColor(red: 255, green: 59, blue: 48), RGBAColor(red: 48, green: 176, blue: 199),
    ]

    /// White or black, whichever contrasts more with `color` (WCAG relative luminance).
    static func contrastingText(on color: RGBAColor) -> RGBAColor {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
        let whiteContrast = 1.05 / (luminance + 0.05)
        let blackContrast = (luminance + 0.05) / 0.05
        return whiteContrast >= blackContrast
            ? RGBAColor(red: 255, green: 255, blue: 255) : RGBAColor(red: 0, green: 0, blue: 0)
    }
}

extension String {
    /// Replaces every occurrence of `placeholder` (a short ASCII token) with `value`.
    func replacingPlaceholder(_ placeholder: String, with value: String) -> String {
        let pattern = Array(placeholder.utf8)
        let bytes = Array(utf8)
        guard bytes.count >= pattern.count else { return self }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 8)
        var index = 0
        while index < bytes.count {
            if index + pattern.count <= bytes.count, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                result.append(contentsOf: value.utf8)
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
