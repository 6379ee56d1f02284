import CarouselEngine

extension SpecBuilder {
    /// The effect of a filled carousel table (slide for kinds other than paging and focus).
    static func effect(_ table: SpecTable, kind: CarouselKind) -> CardEffect {
        typealias Keys = SpecSchema.EffectKeys
        guard SpecSchema.effectKinds.contains(kind) else { return .slide }
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
                    radius: t[R.radius], tiltDegrees: t[R.tilt] ?? 0))
        case "time-machine", "inverted-time-machine":
            let tilt = table[Keys.ring].flatMap { $0[SpecSchema.RingKeys.tilt] }
            return .timeMachine(
                TimeMachineSettings(
                    inverted: name.hasPrefix("inverted"), tiltDegrees: tilt ?? TimeMachineSettings.standardTiltDegrees))
        case "cube": return .cube
        case "flip": return .flip
        case "cards":
            let t = table[Keys.cards] ?? filledDefault(SpecSchema.cards, kind: kind)
            return .cards(
                CardsSettings(
                    rotateDegrees: t[SpecSchema.CardsKeys.rotate], offsetPercent: t[SpecSchema.CardsKeys.offset]))
        case "custom": return .custom(transformStops(table[Keys.transform] ?? []))
        default: return .slide
        }
    }

    /// The cube's shadows of a filled `[carousel.cube]` table.
    static func cube(_ t: SpecTable) -> CubeSettings {
        typealias K = SpecSchema.CubeKeys
        return CubeSettings(
            shadow: t[K.shadow], slideShadows: t[K.slideShadows], shadowOffsetPoints: t[K.shadowOffset],
            shadowScale: t[K.shadowScale])
    }

    /// The custom effect's stops as written (the rules reject stops out of order).
    static func transformStops(_ tables: [SpecTable]) -> [TransformStop] {
        typealias T = SpecSchema.TransformKeys
        return tables.compactMap { t in
            guard let offset = t[T.offset] else { return nil }
            return TransformStop(
                offset: offset, translate: Vector3(x: t[T.translateX], y: t[T.translateY], z: t[T.translateZ]),
                rotateDegrees: Vector3(x: t[T.rotateX], y: t[T.rotateY], z: t[T.rotateZ]), scale: t[T.scale],
                opacity: t[T.opacity])
        }
    }

    /// Swiper-like coverflow defaults: with neither `page-size` nor `per-view` written, three pages
    /// share the frame, so the turned neighbours show beside the selection (docs/decisions.md).
    static let coverflowPerView = 3.0

    /// `configuration` with the effect keys applied.
    static func withEffect(_ configuration: CarouselConfiguration, _ table: SpecTable) -> CarouselConfiguration {
        var c = configuration
        c.effect = effect(table, kind: c.kind)
        if SpecSchema.effectKinds.contains(c.kind) {
            c.perspective = table[SpecSchema.EffectKeys.perspective]
            c.cube = cube(table[SpecSchema.EffectKeys.cube] ?? filledDefault(SpecSchema.cube, kind: c.kind))
        }
        if case .coverflow = c.effect, c.kind == .paging, !table.isWritten(SpecSchema.CarouselKeys.pageSize),
            !table.isWritten(SpecSchema.CarouselKeys.perView)
        {
            c.paging.perView = coverflowPerView
        }
        return c
    }
}
