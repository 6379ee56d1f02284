@testable import CarouselSpec

/// Fonts for the spec tests, the same on every machine: every assigned character can be drawn
/// except private-use ones, which only a spec's own `window.font` draws.
struct TestGlyphCoverage: GlyphCoverage {
    func canDraw(_ scalar: Unicode.Scalar, customFont: String?) -> Bool {
        switch scalar.properties.generalCategory {
        case .privateUse: return customFont != nil
        case .unassigned: return false
        default: return true
        }
    }
}
