import CarouselEngine
import SourceDiagnostics

// E0370 (error).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// `sync` names no carousel of the file.
    public static let syncTargetMissing = DiagnosticCode(
        "E0370", "sync target not found",
        """
        `sync` names the carousel this one follows and drives (a thumbnail strip names its main \
        carousel). No carousel of the file has that `id`. Write the id of another carousel; the \
        help suggests a close spelling when there is one.
        """,
        wrong: syncSpec("photo"), right: syncSpec("photos"),
        rules: [SyncRule()])
}

/// The message of E0370 and its fix-its.
extension SpecMessages {
    /// E0370: `sync` names no carousel of the file.
    static func syncTargetMissing(_ id: String, suggestions: [String], span: SourceSpan, path: String)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.syncTargetMissing, message: "`sync` names no carousel `\(id)`", span: span, path: path,
            help: Suggestions.didYouMean(suggestions) ?? "write the `id` of another carousel of this file",
            fixIts: suggestions.first.map {
                [
                    .replace(
                        span, with: "\"\($0)\"", message: "sync with `\($0)`", safety: SpecFixIts.spelling(suggestions))
                ]
            } ?? [])
    }
}

/// E0370 to E0373, W0474, W0495 and W0496: `sync` names another paging or focus carousel of the file
/// with as many items, both ends can select every item, and the links have no cycle.
///
/// One dictionary of ids and one walk per carousel along its links (each carousel has at most
/// one), with a colour per carousel: linear in the number of carousels.
struct SyncRule: SpecRule {
    typealias Keys = SpecSchema.CarouselKeys

    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        var byID: [String: Int] = [:]
        for (index, carousel) in spec.carousels.enumerated() {
            if let id = carousel.table[Keys.id], byID[id] == nil { byID[id] = index }
        }
        // The link of each carousel whose `sync` is readable: the target's index.
        var next = [Int?](repeating: nil, count: spec.carousels.count)
        for (index, carousel) in spec.carousels.enumerated() {
            guard carousel.kind.canSync, let id = carousel.table[Keys.sync],
                let span = carousel.table.valueSpan(Keys.sync)
            else { continue }
            let path = carousel.table.path(of: Keys.sync)
            guard let target = byID[id] else {
                let names = spec.carousels.compactMap { $0.table[Keys.id] }.filter { $0 != carousel.displayID }
                diagnostics.append(
                    SpecMessages.syncTargetMissing(
                        id, suggestions: NameSuggestions.closest(to: id, in: names), span: span, path: path))
                continue
            }
            next[index] = target
            if target != index {
                checkPair(carousel, spec.carousels[target], span: span, path: path, into: &diagnostics)
            }
        }
        cycles(spec, next: next, into: &diagnostics)
    }

    /// Counts, kinds, containment, auto-scroll and `start` of one follower and its target.
    func checkPair(
        _ follower: CarouselContext, _ target: CarouselContext, span: SourceSpan, path: String,
        into diagnostics: inout [Diagnostic]
    ) {
        let targetSpan = target.table.valueSpan(Keys.id) ?? target.headerSpan
        let name = target.displayID
        if !target.kind.canSync {
            diagnostics.append(
                SpecMessages.syncKindUnsupported(
                    target: name, reason: "a \(target.kind.rawValue) carousel does not select one item at a time",
                    span: span, path: path, targetSpan: target.kindSpan ?? targetSpan,
                    label: "`\(name)` is a \(target.kind.rawValue)"))
            return
        }
        let strip = follower.kind == .paging && SpecBuilder.isThumbStrip(follower.table)
        if strip, follower.table[Keys.contain], let entry = follower.table.entrySpan(Keys.contain) {
            diagnostics.append(
                SpecMessages.thumbStripContained(
                    strip: follower.displayID, target: name, entry: entry, path: follower.table.path(of: Keys.contain),
                    targetSpan: span))
        }
        for end in [follower, target] where end.kind == .paging && end.table[Keys.contain] {
            // A thumbnail strip is not contained (W0474 above): no containment, nothing trimmed.
            guard let targets = end.derived.paging?.containment?.targets,
                targets.count < end.configuration.itemCount
            else { continue }
            diagnostics.append(
                SpecMessages.syncKindUnsupported(
                    target: name,
                    reason: "`\(end.displayID)` is contained and selects only items \(targets.lowerBound) to "
                        + "\(targets.upperBound)",
                    span: span, path: path, targetSpan: end.table.entrySpan(Keys.contain) ?? targetSpan,
                    label: "`contain = true` trims the items `\(end.displayID)` can select"))
            return
        }
        let count = follower.configuration.itemCount, targetCount = target.configuration.itemCount
        if count != targetCount {
            diagnostics.append(
                SpecMessages.syncCountMismatch(
                    follower: follower.displayID, count: count, target: name, targetCount: targetCount,
                    span: span, path: path, targetSpan: targetSpan))
            return
        }
        if follower.configuration.auto?.enabled == true, let autoSpan = follower.table.entrySpan(Keys.auto) {
            diagnostics.append(
                SpecMessages.syncFollowerAutoScroll(
                    follower: follower.displayID, target: name, span: autoSpan,
                    path: follower.table.path(of: Keys.auto), targetSpan: span))
        }
        let start = follower.table[Keys.start], targetStart = target.table[Keys.start]
        if follower.table.isWritten(Keys.start), start != targetStart,
            let startSpan = follower.table.valueSpan(Keys.start)
        {
            diagnostics.append(
                SpecMessages.syncStartIgnored(
                    start: start, targetStart: targetStart, target: name, span: startSpan,
                    path: follower.table.path(of: Keys.start), targetSpan: span))
        }
    }

    /// E0372 once per cycle (on its first carousel in file order); a carousel naming itself is a
    /// cycle of one.
    func cycles(_ spec: SpecResolution, next: [Int?], into diagnostics: inout [Diagnostic]) {
        // 0: not seen, 1: on the current walk, 2: done.
        var colour = [UInt8](repeating: 0, count: next.count)
        for start in next.indices where colour[start] == 0 {
            var walk: [Int] = []
            var node: Int? = start
            while let current = node, colour[current] == 0 {
                colour[current] = 1
                walk.append(current)
                node = next[current]
            }
            if let current = node, colour[current] == 1, let from = walk.firstIndex(of: current) {
                let cycle = Array(walk[from...])
                let first = cycle.min() ?? current
                let rotated = Array(cycle.drop { $0 != first }) + Array(cycle.prefix { $0 != first })
                report(rotated, spec, into: &diagnostics)
            }
            for member in walk { colour[member] = 2 }
        }
    }

    private func report(_ cycle: [Int], _ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        guard let head = cycle.first else { return }
        let carousel = spec.carousels[head]
        guard let span = carousel.table.valueSpan(Keys.sync) else { return }
        let target = spec.carousels[cycle.count > 1 ? cycle[1] : head]
        diagnostics.append(
            SpecMessages.syncCycle(
                cycle.map { spec.carousels[$0].displayID }, span: span, path: carousel.table.path(of: Keys.sync),
                targetSpan: target.table.valueSpan(Keys.id) ?? target.headerSpan))
    }
}
