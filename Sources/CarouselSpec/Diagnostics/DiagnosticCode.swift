import SourceDiagnostics

/// The stable diagnostic codes of the spec compiler (`E02xx` structure, `E03xx` values, `W04xx` warnings)
/// and of the project config and suppressions (`E05xx` in `.carousel-lint.toml`, `W05xx` in specs).
///
/// TOML syntax codes (`E01xx`) come from the TOML module (``TOMLErrorCode``). Every case is explained
/// in ``DiagnosticCatalog`` (a switch over all cases, so a code without an explanation does not
/// compile) and docs/diagnostics.md; codes are never reused for another meaning.
public enum DiagnosticCode: String, DiagnosticCodeSet {
    /// A key the table does not have.
    case unknownKey = "E0201"
    /// A value of the wrong TOML type.
    case wrongType = "E0202"
    /// A required key is missing.
    case missingKey = "E0203"
    /// Two carousels, or two items of one carousel, share an id.
    case duplicateID = "E0204"
    /// A key or table that does not apply to the carousel's kind.
    case notForKind = "E0205"
    /// Keys that exclude each other (`items` and `generate`).
    case conflictingKeys = "E0206"
    /// A number, length, count or duration outside its allowed range (NaN and infinity included).
    case outOfRange = "E0301"
    /// A string that does not have the required form (id, color, duration, template).
    case invalidFormat = "E0302"
    /// A string that is not one of the allowed names.
    case unknownValue = "E0303"
    /// A referenced file that is missing or is not what it claims to be.
    case badFile = "E0304"
    /// A layout that cannot be drawn (no room left by the insets, frame outside the window).
    case impossibleLayout = "E0305"
    /// A carousel's title or page dots drawn (partly) outside the window.
    case chromeOutsideWindow = "E0306"
    /// A page or card larger than its carousel's frame, so the frame cuts it.
    case cardExceedsFrame = "E0307"
    /// Two carousels overlap and at least one of them has no explicit frame.
    case carouselsOverlap = "E0308"
    /// `start` at or past the item count.
    case startOutOfRange = "E0321"
    /// `per-view` and a `page-size` whose length along the axis contradicts it.
    case perViewContradictsPageSize = "E0322"
    /// `per-view` with spacing that leaves items shorter than the minimum item length.
    case perViewTooMany = "E0323"
    /// `contain = true` on a carousel that loops.
    case containOnLoop = "E0324"
    /// `scroll-by` that goes round a whole loop or past every item at once.
    case scrollByTooLarge = "E0325"
    /// `release-at-ends` on a carousel that loops.
    case releaseAtEndsOnLoop = "E0326"
    /// A free `mode` on a carousel with `drag = false`.
    case freeModeWithoutDrag = "E0327"
    /// `scroll-by` with a free `mode` (a flick coasts).
    case scrollByWithFreeMode = "W0452"
    /// `velocity-threshold`, `distance-threshold` or `max-flick-pages` with a free `mode`.
    case pageSnapKeyWithFreeMode = "W0453"
    /// `deceleration` in page mode.
    case decelerationInPageMode = "W0454"
    /// `infinite = true` on a Material 3 carousel, which is finite.
    case m3Infinite = "E0330"
    /// `min-small-item` longer than `max-small-item`.
    case m3SmallBounds = "E0331"
    /// A `keylines` list that, with its gaps, does not fill the frame minus the insets.
    case m3KeylinesDoNotFit = "E0332"
    /// A `keylines` list whose longest keylines are not one run, or with more than 64 keylines.
    case m3KeylinesShape = "E0333"
    /// `keylines` on an uncontained layout, which has one item length and no keylines.
    case m3KeylinesUncontained = "E0334"
    /// `preferred-item-width` not longer than `max-small-item` on multi-browse or hero.
    case m3LargeNotLarger = "E0335"
    /// An effect's parameter table on a carousel whose `effect` is another one.
    case effectTableMismatch = "E0316"
    /// `[[carousel.transform]]` stops whose offsets do not increase.
    case transformStopsOutOfOrder = "E0317"
    /// `[[carousel.transform]]` on a carousel whose effect is not "custom".
    case transformWithoutCustom = "E0318"
    /// `effect = "custom"` without any `[[carousel.transform]]` stop.
    case customWithoutTransform = "E0319"
    /// `sync` names no carousel of the file.
    case syncTargetMissing = "E0370"
    /// `sync` names a carousel with another item count.
    case syncCountMismatch = "E0371"
    /// `sync` names the carousel itself, or synced carousels form a cycle.
    case syncCycle = "E0372"
    /// `sync` names a stack or marquee, or an end that is contained (`contain = true`).
    case syncUnsupported = "E0373"
    /// `pagination` and `indicators` both written and contradicting each other.
    case paginationContradictsIndicators = "E0360"
    /// A value that was accepted but clamped into range.
    case clamped = "W0401"
    /// A key that has no effect with the other settings.
    case ineffectiveKey = "W0402"
    /// An auto-scroll interval shorter than the settle animation.
    case intervalShorterThanSettle = "W0403"
    /// A stack that needs more room along its axis than its frame gives.
    case stackExceedsFrame = "W0404"
    /// A carousel without items.
    case noItems = "W0405"
    /// `start` on a contained carousel that is not one of its resting targets.
    case startTrimmedByContain = "W0450"
    /// `align` or `contain` that changes nothing with the other paging keys.
    case pagingKeyHasNoEffect = "W0451"
    /// A `[carousel.m3]` key the layout does not use.
    case m3KeyHasNoEffect = "W0460"
    /// `preferred-item-width` longer than the frame minus the insets (the region's length is used).
    case m3PreferredClamped = "W0461"
    /// A carousel's title or page dots drawn over another carousel.
    case chromeOverlap = "W0406"
    /// A label size or line count the card cannot hold.
    case textTooLarge = "W0409"
    /// A bare number in a duration key that is absurd as seconds (`interval = 4000`).
    case bareDurationLooksLikeMilliseconds = "W0411"
    /// A title or subtitle cut short with "…" at the spec's window size (`check --render`).
    case textCut = "W0413"
    /// A title, page dots, a card or a label cut by the window edge or covered by another
    /// carousel, not by its own carousel's clip (`check --render`).
    case cutOff = "W0414"
    /// A card's label drawn outside the card's rounded shape (`check --render`).
    case textOutsideCard = "W0415"
    /// A card's label showing through a translucent card drawn over it (`check --render`).
    case labelShowsThrough = "W0416"
    /// Characters of a title or subtitle that no available font can draw.
    case undrawableCharacters = "W0420"
    /// A key `.carousel-lint.toml` does not have.
    case lintUnknownKey = "E0501"
    /// A `.carousel-lint.toml` value of the wrong type.
    case lintWrongType = "E0502"
    /// A diagnostic code that does not exist, named in `.carousel-lint.toml`.
    case lintUnknownCode = "E0503"
    /// A level other than `allow`, `warn` and `deny` in `.carousel-lint.toml`.
    case lintUnknownLevel = "E0504"
    /// An error code set to `allow` or `warn`: errors cannot be lowered.
    case lintErrorLowered = "E0505"
    /// A path pattern of `[[overrides]]` that is not a valid glob.
    case lintBadPattern = "E0506"
    /// An `[[overrides]]` entry without `paths`.
    case lintMissingPaths = "E0507"
    /// A `# carousel: allow` comment that suppresses nothing.
    case unusedSuppression = "W0501"
    /// A code that does not exist, named in a `# carousel: allow` comment.
    case unknownSuppressedCode = "W0502"
    /// A `# carousel:` comment that is not `allow CODE, ...`.
    case malformedSuppression = "W0503"
    /// An error code in a `# carousel: allow` comment: errors cannot be suppressed.
    case errorSuppressed = "W0504"

    /// `perspective` on a carousel whose effect is flat (slide, fade): it changes nothing.
    case flatEffectPerspective = "W0440"
    /// `tilt` in `[carousel.ring]` on a wheel, which turns in the window's plane.
    case wheelTilt = "W0441"
    /// `radius` in `[carousel.ring]` on a time machine, which has none.
    case timeMachineRadius = "W0442"
    /// `[carousel.auto]` written while `[window] reduced-motion = "on"` keeps auto-scroll off.
    case autoScrollUnderReducedMotion = "W0430"
    /// `stop-at-end = true` on a carousel that loops.
    case stopAtEndOnLoop = "W0431"
    /// An image item with neither `alt` nor `title`.
    case imageWithoutAlt = "W0432"
    /// An item `interval` in a marquee.
    case itemIntervalOnMarquee = "W0433"
    /// A carousel `direction` equal to the one it inherits from `[window]`.
    case directionRepeatsWindow = "W0480"
    /// A written `[window] direction` that every carousel overrides.
    case windowDirectionOverridden = "W0481"

    /// A key a `[[carousel.when]]` rule cannot change (`kind`, `axis`, `infinite`, `items`, ...).
    case fixedAtBreakpoint = "E0340"
    /// A `[[carousel.when]]` rule whose minimum is above its maximum: it matches no window.
    case emptyWindowRange = "E0341"
    /// A `[[carousel.when]]` rule that no allowed window size (160×120 to 7680×4320) matches.
    case ruleNeverApplies = "W0470"
    /// A key of a `[[carousel.when]]` rule that a later rule sets at every size where it applies.
    case ruleShadowed = "W0471"
    /// A `[[carousel.when]]` rule without `min-width`, `max-width`, `min-height` or `max-height`.
    case ruleWithoutCondition = "W0472"
    /// A `[[carousel.when]]` rule that changes no key.
    case ruleChangesNothing = "W0473"

    /// A synced follower with its own auto-scroll.
    case syncFollowerAutoScroll = "W0495"
    /// A synced follower's `start` that its leader's overrides.
    case syncStartIgnored = "W0496"
    /// A translucent item `color` on a paging carousel whose effect lays cards over each other.
    case translucentOverlap = "W0443"
    /// `arrows = true` on a frame too small to hold both arrows.
    case arrowsDoNotFit = "W0490"
    /// `pagination-color` or `pagination-active-color` with `pagination = "none"` (or a colour it does not use).
    case paginationColorUnused = "W0491"
    /// `visible-neighbors` on a focus carousel whose effect shows only the selection and the incoming card.
    case focusNeighborsUnderEffect = "W0444"
    /// A cube shadow option (`shadow-offset`, `shadow-scale`) while the cube has no ground shadow.
    case cubeShadowOptionUnused = "W0445"

    /// The stable code, e.g. `E0201`.
    public var id: DiagnosticID { DiagnosticID(rawValue) }

    /// Errors stop the spec from compiling; warnings (`W04xx`) do not.
    public var severity: Severity {
        switch self {
        case .unknownKey, .wrongType, .missingKey, .duplicateID, .notForKind, .conflictingKeys, .outOfRange,
            .invalidFormat, .unknownValue, .badFile, .impossibleLayout, .chromeOutsideWindow, .cardExceedsFrame,
            .carouselsOverlap, .startOutOfRange, .perViewContradictsPageSize, .perViewTooMany, .containOnLoop,
            .scrollByTooLarge, .effectTableMismatch, .transformStopsOutOfOrder, .transformWithoutCustom,
            .customWithoutTransform, .releaseAtEndsOnLoop, .freeModeWithoutDrag,
            .syncTargetMissing, .syncCountMismatch, .syncCycle, .syncUnsupported,
            .paginationContradictsIndicators:
            return .error
        case .fixedAtBreakpoint, .emptyWindowRange:
            return .error
        case .ruleNeverApplies, .ruleShadowed, .ruleWithoutCondition, .ruleChangesNothing:
            return .warning
        case .clamped, .ineffectiveKey, .intervalShorterThanSettle, .stackExceedsFrame, .noItems, .chromeOverlap,
            .textTooLarge, .bareDurationLooksLikeMilliseconds, .undrawableCharacters, .startTrimmedByContain,
            .pagingKeyHasNoEffect, .flatEffectPerspective, .wheelTilt, .autoScrollUnderReducedMotion,
            .stopAtEndOnLoop, .imageWithoutAlt, .itemIntervalOnMarquee, .timeMachineRadius, .scrollByWithFreeMode,
            .pageSnapKeyWithFreeMode, .decelerationInPageMode, .syncFollowerAutoScroll,
            .syncStartIgnored, .arrowsDoNotFit, .paginationColorUnused,
            .translucentOverlap:
            return .warning
        case .directionRepeatsWindow, .windowDirectionOverridden:
            return .warning
        case .textCut, .cutOff, .textOutsideCard, .labelShowsThrough:
            return .warning
        case .lintUnknownKey, .lintWrongType, .lintUnknownCode, .lintUnknownLevel, .lintErrorLowered, .lintBadPattern,
            .lintMissingPaths:
            return .error
        case .unusedSuppression, .unknownSuppressedCode, .malformedSuppression, .errorSuppressed:
            return .warning
        case .m3Infinite, .m3SmallBounds, .m3KeylinesDoNotFit, .m3KeylinesShape, .m3KeylinesUncontained,
            .m3LargeNotLarger:
            return .error
        case .m3KeyHasNoEffect, .m3PreferredClamped:
            return .warning
        case .focusNeighborsUnderEffect, .cubeShadowOptionUnused:
            return .warning
        }
    }
}
