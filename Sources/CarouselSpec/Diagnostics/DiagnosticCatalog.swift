import SourceDiagnostics
import TOML

/// The long explanation of one diagnostic code, with a spec that triggers it and a fixed one.
public struct DiagnosticExplanation: Sendable, Hashable {
    /// The code.
    public var id: DiagnosticID
    /// Error or warning, as the code declares it.
    public var severity: Severity
    /// A short title ("unknown key").
    public var title: String
    /// What the problem is, why it matters and how to fix it (plain text, may span paragraphs).
    public var explanation: String
    /// A complete spec file that produces this code.
    public var wrongExample: String
    /// The same spec, fixed: compiles without errors and without this code.
    public var rightExample: String

    /// The code text, e.g. `E0201`.
    public var code: String { id.text }
}

/// Every diagnostic code the TOML parser and the spec compiler report, explained
/// (`carousel explain CODE`, docs/diagnostics.md).
///
/// The catalog is a total function over ``TOMLErrorCode`` and ``DiagnosticCode``: a new case
/// without an explanation does not compile.
public enum DiagnosticCatalog {
    /// All entries in code order.
    public static let all: [DiagnosticExplanation] =
        (TOMLErrorCode.allCases.map(explanation(for:)) + DiagnosticCode.allCases.map(explanation(for:)))
        .sorted { $0.id < $1.id }

    /// The entry for `code` (case-insensitive), or nil when the code is unknown.
    public static func entry(for code: String) -> DiagnosticExplanation? {
        let wanted = code.uppercased()
        return all.first { $0.code == wanted }
    }

    /// The explanation of a TOML syntax code.
    public static func explanation(for code: TOMLErrorCode) -> DiagnosticExplanation {
        switch code {
        case .syntax: return syntaxEntry
        case .invalidCharacter: return invalidCharacterEntry
        case .duplicate: return duplicateEntry
        case .invalidNumber: return invalidNumberEntry
        case .invalidDateTime: return invalidDateTimeEntry
        case .tooDeep: return tooDeepEntry
        case .invalidEscape: return invalidEscapeEntry
        case .unterminated: return unterminatedEntry
        }
    }

    /// The explanation of a spec compiler code.
    public static func explanation(for code: DiagnosticCode) -> DiagnosticExplanation {
        switch code {
        case .unknownKey: return unknownKeyEntry
        case .wrongType: return wrongTypeEntry
        case .missingKey: return missingKeyEntry
        case .duplicateID: return duplicateIDEntry
        case .notForKind: return notForKindEntry
        case .conflictingKeys: return conflictingKeysEntry
        case .outOfRange: return outOfRangeEntry
        case .invalidFormat: return invalidFormatEntry
        case .unknownValue: return unknownValueEntry
        case .badFile: return badFileEntry
        case .impossibleLayout: return impossibleLayoutEntry
        case .chromeOutsideWindow: return chromeOutsideWindowEntry
        case .cardExceedsFrame: return cardExceedsFrameEntry
        case .carouselsOverlap: return carouselsOverlapEntry
        case .clamped: return clampedEntry
        case .ineffectiveKey: return ineffectiveKeyEntry
        case .intervalShorterThanSettle: return intervalShorterThanSettleEntry
        case .stackExceedsFrame: return stackExceedsFrameEntry
        case .noItems: return noItemsEntry
        case .chromeOverlap: return chromeOverlapEntry
        case .textTooLarge: return textTooLargeEntry
        case .bareDurationLooksLikeMilliseconds: return bareDurationLooksLikeMillisecondsEntry
        case .undrawableCharacters: return undrawableCharactersEntry
        case .textCut: return textCutEntry
        case .cutOff: return cutOffEntry
        case .textOutsideCard: return textOutsideCardEntry
        case .labelShowsThrough: return labelShowsThroughEntry
        case .lintUnknownKey: return lintUnknownKeyEntry
        case .lintWrongType: return lintWrongTypeEntry
        case .lintUnknownCode: return lintUnknownCodeEntry
        case .lintUnknownLevel: return lintUnknownLevelEntry
        case .lintErrorLowered: return lintErrorLoweredEntry
        case .lintBadPattern: return lintBadPatternEntry
        case .lintMissingPaths: return lintMissingPathsEntry
        case .unusedSuppression: return unusedSuppressionEntry
        case .unknownSuppressedCode: return unknownSuppressedCodeEntry
        case .malformedSuppression: return malformedSuppressionEntry
        case .errorSuppressed: return errorSuppressedEntry
        case .startOutOfRange: return startOutOfRangeEntry
        case .perViewContradictsPageSize: return perViewContradictsPageSizeEntry
        case .perViewTooMany: return perViewTooManyEntry
        case .containOnLoop: return containOnLoopEntry
        case .scrollByTooLarge: return scrollByTooLargeEntry
        case .m3Infinite: return m3InfiniteEntry
        case .m3SmallBounds: return m3SmallBoundsEntry
        case .m3KeylinesDoNotFit: return m3KeylinesDoNotFitEntry
        case .m3KeylinesShape: return m3KeylinesShapeEntry
        case .m3KeylinesUncontained: return m3KeylinesUncontainedEntry
        case .m3LargeNotLarger: return m3LargeNotLargerEntry
        case .m3KeyHasNoEffect: return m3KeyHasNoEffectEntry
        case .m3PreferredClamped: return m3PreferredClampedEntry
        case .startTrimmedByContain: return startTrimmedByContainEntry
        case .pagingKeyHasNoEffect: return pagingKeyHasNoEffectEntry
        case .effectTableMismatch: return effectTableMismatchEntry
        case .flatEffectPerspective: return flatEffectPerspectiveEntry
        case .wheelTilt: return wheelTiltEntry
        case .transformStopsOutOfOrder: return transformStopsOutOfOrderEntry
        case .transformWithoutCustom: return transformWithoutCustomEntry
        case .customWithoutTransform: return customWithoutTransformEntry
        case .timeMachineRadius: return timeMachineRadiusEntry
        case .autoScrollUnderReducedMotion: return autoScrollUnderReducedMotionEntry
        case .stopAtEndOnLoop: return stopAtEndOnLoopEntry
        case .imageWithoutAlt: return imageWithoutAltEntry
        case .translucentOverlap: return translucentOverlapEntry
        case .focusNeighborsUnderEffect: return focusNeighborsUnderEffectEntry
        case .cubeShadowOptionUnused: return cubeShadowOptionUnusedEntry
        case .itemIntervalOnMarquee: return itemIntervalOnMarqueeEntry
        case .releaseAtEndsOnLoop: return releaseAtEndsOnLoopEntry
        case .freeModeWithoutDrag: return freeModeWithoutDragEntry
        case .scrollByWithFreeMode: return scrollByWithFreeModeEntry
        case .pageSnapKeyWithFreeMode: return pageSnapKeyWithFreeModeEntry
        case .decelerationInPageMode: return decelerationInPageModeEntry
        case .fixedAtBreakpoint: return fixedAtBreakpointEntry
        case .emptyWindowRange: return emptyWindowRangeEntry
        case .ruleNeverApplies: return ruleNeverAppliesEntry
        case .ruleShadowed: return ruleShadowedEntry
        case .ruleWithoutCondition: return ruleWithoutConditionEntry
        case .ruleChangesNothing: return ruleChangesNothingEntry
        case .directionRepeatsWindow: return directionRepeatsWindowEntry
        case .windowDirectionOverridden: return windowDirectionOverriddenEntry
        case .syncTargetMissing: return syncTargetMissingEntry
        case .syncCountMismatch: return syncCountMismatchEntry
        case .syncCycle: return syncCycleEntry
        case .syncUnsupported: return syncUnsupportedEntry
        case .syncFollowerAutoScroll: return syncFollowerAutoScrollEntry
        case .syncStartIgnored: return syncStartIgnoredEntry
        case .paginationContradictsIndicators: return paginationContradictsIndicatorsEntry
        case .arrowsDoNotFit: return arrowsDoNotFitEntry
        case .paginationColorUnused: return paginationColorUnusedEntry
        }
    }

    static func entry(
        _ code: some DiagnosticCodeSet, _ title: String, _ explanation: String, wrong: String, right: String
    ) -> DiagnosticExplanation {
        DiagnosticExplanation(
            id: code.id, severity: code.severity, title: title,
            explanation: explanation, wrongExample: wrong, rightExample: right)
    }

    /// A one-carousel spec around `body`, used by most examples.
    static func spec(_ body: String, items: String = "[[carousel.items]]\ntitle = \"One\"\n") -> String {
        "[[carousel]]\nid = \"featured\"\n" + body + items
    }
}
