import CarouselEngine
import SourceDiagnostics

// E0330 (error).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// `infinite = true` on a Material 3 carousel, which is finite.
    public static let m3Infinite = DiagnosticCode(
        "E0330", "infinite on a Material 3 carousel",
        """
        Material 3 carousels are finite (as in Compose and MDC): the keylines shift at the ends \
        so the first and last items can become large. A loop has no ends, so `infinite = true` \
        would be ignored; Carousel reports it instead. Remove it, or use a paging carousel with \
        `per-view` for a looping strip.
        """,
        wrong: m3Spec("infinite = true\n", m3: "layout = \"hero\"\n"),
        right: m3Spec(m3: "layout = \"hero\"\n"),
        rules: [M3KeysRule()])
}

/// The message of E0330 and its fix-its.
extension SpecMessages {
    /// E0330: `infinite = true` on a Material 3 carousel.
    static func m3Infinite(span: SourceSpan, path: String, kindSpan: SourceSpan?) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.m3Infinite,
            message: "a Material 3 carousel is finite: its keylines shift to the first and last items, "
                + "which a loop never reaches",
            span: span, path: path,
            labels: label("the kind is set here", at: kindSpan),
            help: "remove `infinite`, or use kind = \"paging\" with `per-view` for a looping strip",
            fixIts: [SpecFixIts.remove("infinite", entry: span)])
    }
}

/// E0330-E0335, W0460, W0461: the keys of a Material 3 carousel against each other and the region.
/// (Paging keys such as `per-view`, `page-size` or `effect` on it are E0205, ``KindRule``.)
struct M3KeysRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CarouselKeys
        for carousel in spec.carousels where carousel.kind == .m3 {
            let table = carousel.table
            if table.isWritten(Keys.infinite), table[Keys.infinite], let span = table.entrySpan(Keys.infinite) {
                diagnostics.append(
                    SpecMessages.m3Infinite(
                        span: span, path: table.path(of: Keys.infinite), kindSpan: carousel.kindSpan))
            }
            guard let m3 = table[Keys.m3], m3.isWritten else { continue }
            smallBounds(m3, into: &diagnostics)
            if m3.isWritten(SpecSchema.M3Keys.keylines) {
                keylines(m3, carousel: carousel, into: &diagnostics)
            } else {
                computed(m3, carousel: carousel, into: &diagnostics)
            }
        }
    }

    private func smallBounds(_ m3: SpecTable, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.M3Keys
        let low = m3[Keys.minSmallItem], high = m3[Keys.maxSmallItem]
        guard low > high, !m3.isWritten(Keys.keylines) else { return }
        let minIsHere = m3.isWritten(Keys.minSmallItem)
        let key = minIsHere ? Keys.minSmallItem : Keys.maxSmallItem
        guard let span = m3.valueSpan(key) else { return }
        diagnostics.append(
            SpecMessages.m3SmallBounds(
                min: low, max: high, span: span, path: m3.path(of: key),
                otherSpan: m3.entrySpan(minIsHere ? Keys.maxSmallItem : Keys.minSmallItem), minIsHere: minIsHere))
    }

    private func keylines(_ m3: SpecTable, carousel: CarouselContext, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.M3Keys
        guard let span = m3.valueSpan(Keys.keylines), let entry = m3.entrySpan(Keys.keylines) else { return }
        let path = m3.path(of: Keys.keylines)
        if carousel.configuration.m3.layout == .uncontained {
            diagnostics.append(
                SpecMessages.m3KeylinesUncontained(span: entry, path: path, layoutSpan: m3.entrySpan(Keys.layout)))
            return
        }
        for key in [Keys.preferredItemWidth.key, Keys.minSmallItem.key, Keys.maxSmallItem.key] {
            guard let written = m3.entrySpan(key) else { continue }
            diagnostics.append(
                SpecMessages.m3KeyHasNoEffect(
                    key, why: "`keylines` gives every keyline's length", entry: written, path: m3.path(of: key)))
        }
        heroAlign(m3, carousel: carousel, why: "`keylines` places the large items", into: &diagnostics)
        // A rejected list was reported by the reader already.
        guard !m3.isInvalid(Keys.keylines), let lengths = m3[Keys.keylines], !lengths.isEmpty else { return }
        if let reason = Self.shapeProblem(lengths) {
            diagnostics.append(SpecMessages.m3KeylinesShape(reason: reason, span: span, path: path))
            return
        }
        let axis = carousel.configuration.axis
        let region = carousel.derived.content.mainLength(axis)
        let spacing = max(0, carousel.configuration.spacing)
        let gaps = Double(lengths.count - 1) * spacing
        let total = lengths.reduce(0, +) + gaps
        guard region > 0, abs(total - region) > 0.5 else { return }
        let sum = lengths.reduce(0, +)
        let scale = sum > 0 ? max(region - gaps, 0) / sum : 0
        diagnostics.append(
            SpecMessages.m3KeylinesDoNotFit(
                total: total, region: region, count: lengths.count, spacing: spacing,
                scaled: lengths.map { ($0 * scale * 100).rounded(.down) / 100 }, span: span, path: path))
    }

    /// Why `lengths` cannot be a keyline list, or nil.
    static func shapeProblem(_ lengths: [Double]) -> String? {
        if lengths.count > SpecSchema.maxKeylines {
            return "has \(lengths.count) keylines, more than \(SpecSchema.maxKeylines)"
        }
        let focal = KeylineStrategy.focalRange(lengths)
        let longest = lengths.max() ?? 0
        if let stray = lengths.indices.first(where: { !focal.contains($0) && lengths[$0] >= longest - 1e-9 }) {
            return "has its longest length at positions \(focal.lowerBound + 1) and \(stray + 1) with shorter "
                + "keylines between them: the focal range must be one run"
        }
        return nil
    }

    private func computed(_ m3: SpecTable, carousel: CarouselContext, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.M3Keys
        let settings = carousel.configuration.m3
        heroAlign(m3, carousel: carousel, why: "only the hero layout has an alignment", into: &diagnostics)
        if settings.layout == .uncontained {
            for key in [Keys.minSmallItem.key, Keys.maxSmallItem.key] {
                guard let written = m3.entrySpan(key) else { continue }
                diagnostics.append(
                    SpecMessages.m3KeyHasNoEffect(
                        key, why: "the uncontained layout has no small items", entry: written, path: m3.path(of: key)))
            }
        } else if settings.preferredItemLength <= settings.minSmallItem,
            let span = m3.valueSpan(Keys.preferredItemWidth) ?? m3.valueSpan(Keys.minSmallItem)
        {
            diagnostics.append(
                SpecMessages.m3LargeNotLarger(
                    preferred: settings.preferredItemLength, minSmall: settings.minSmallItem, span: span,
                    path: m3.path(of: Keys.preferredItemWidth)))
            return
        }
        let region = carousel.derived.content.mainLength(carousel.configuration.axis)
        if region > 0, settings.preferredItemLength > region + 1e-9, let span = m3.valueSpan(Keys.preferredItemWidth) {
            diagnostics.append(
                SpecMessages.m3PreferredClamped(
                    preferred: settings.preferredItemLength, region: region, span: span,
                    path: m3.path(of: Keys.preferredItemWidth)))
        }
    }

    private func heroAlign(
        _ m3: SpecTable, carousel: CarouselContext, why: String, into diagnostics: inout [Diagnostic]
    ) {
        typealias Keys = SpecSchema.M3Keys
        let isHero = carousel.configuration.m3.layout == .hero && !m3.isWritten(Keys.keylines)
        guard !isHero, let written = m3.entrySpan(Keys.heroAlign) else { return }
        diagnostics.append(
            SpecMessages.m3KeyHasNoEffect("hero-align", why: why, entry: written, path: m3.path(of: Keys.heroAlign)))
    }
}
