import CarouselEngine

extension SpecBuilder {
    /// The effect of a filled carousel table (slide for kinds other than paging).
    static func effect(_ table: SpecTable, kind: CarouselKind) -> CardEffect {
        typealias Keys = SpecSchema.EffectKeys
        guard kind == .paging else { return .slide }
        let name = table[Keys.effect]
        switch name {
        case "fade": return .fade
        case "coverflow":
            typealias C = SpecSchema.CoverflowKeys
            let t = table[Keys.coverflow] ?? filledDefault(SpecSchema.coverflow, kind: kind)
            return .coverflow(
                CoverflowSettings(
                    rotateDegrees: t[C.rotate], depthPoints: t[C.depth], stretchPoints: t[C.stretch],
                    modifier: t[C.modifier]))
        case "rotary", "inverted-rotary", "cylinder", "inverted-cylinder", "wheel", "inverted-wheel":
            typealias R = SpecSchema.RingKeys
            let t = table[Keys.ring] ?? filledDefault(SpecSchema.ring, kind: kind)
            return .ring(
                RingSettings(
                    shape: name.hasSuffix("rotary") ? .rotary : name.hasSuffix("wheel") ? .wheel : .cylinder,
                    inverted: name.hasPrefix("inverted"),
                    radius: t[R.radius], tiltDegrees: t[R.tilt]))
        default: return .slide
        }
    }

    /// `configuration` with the effect keys applied.
    static func withEffect(_ configuration: CarouselConfiguration, _ table: SpecTable) -> CarouselConfiguration {
        var c = configuration
        c.effect = effect(table, kind: c.kind)
        if c.kind == .paging { c.perspective = table[SpecSchema.EffectKeys.perspective] }
        return c
    }
}
