import CarouselEngine
import SourceDiagnostics

/// Applies `extends` and `[defaults]` to a spec as read, before it is resolved: each carousel
/// takes the keys it does not write from the spec's `[defaults]`, then from its base's, its base's
/// base's...; the spec's `[window]` takes the keys it does not write from the bases' `[window]`.
///
/// The result is a document like any other: the rules check the values a carousel takes as if it
/// wrote them (pointing at the `extends` line for a base's value, at `[defaults]` for the spec's
/// own). ``origins`` remembers where each taken value came from, for `compile --explain-values`.
struct SpecInheritance {
    /// Problems at the spec's `extends`.
    var diagnostics: [Diagnostic] = []
    /// Each base's own diagnostics, in its file (empty lists for clean bases).
    var baseReports: [FileDiagnostics] = []
    /// Data path of each taken value (`carousel[0].text`, `window.background`) to where it was
    /// written (`[defaults] at line 4`, `themes/studio.carousel.toml:7`).
    var origins: [String: String] = [:]
    /// Every base file the spec depends on, absolute (``SpecBaseChain/paths``).
    var basePaths: [String] = []
    /// The spans of the values carousels took from `[defaults]` (the `extends` value for a base's).
    var takenSpans: Set<SourceSpan> = []

    /// The warnings that a key has no effect for a carousel. A carousel that *takes* such a key
    /// from `[defaults]` is not warned: defaults are written for every carousel, and each uses
    /// the keys that mean something for it.
    static let unusedKeyCodes: Set<DiagnosticID> = [
        DiagnosticCode.ineffectiveKey, .stopAtEndOnLoop, .itemIntervalOnMarquee, .flatEffectPerspective, .wheelTilt,
        .timeMachineRadius, .focusNeighborsUnderEffect, .cubeShadowOptionUnused, .pagingKeyHasNoEffect,
        .scrollByWithFreeMode, .pageSnapKeyWithFreeMode, .decelerationInPageMode, .m3KeyHasNoEffect,
        .paginationColorUnused,
    ].reduce(into: []) { $0.insert($1.id) }

    /// True when `diagnostic` only says that a key taken from `[defaults]` has no effect here.
    func excuses(_ diagnostic: Diagnostic) -> Bool {
        guard let span = diagnostic.span, takenSpans.contains(span) else { return false }
        return Self.unusedKeyCodes.contains(diagnostic.code)
    }

    /// True when the spec writes neither `extends` nor `[defaults]` (nothing to do, nothing read).
    static func isPlain(_ document: SpecTable) -> Bool {
        !document.isWritten(SpecSchema.ReuseKeys.extends) && !document.isWritten(SpecSchema.ReuseKeys.defaults)
    }

    /// Nothing applied (a document read in part by ``SpecEditSession``, which keeps only plain specs).
    init() {}

    /// Reads the bases of `document` (the spec in `file`) and fills its window and carousels.
    init(applyingTo document: inout SpecTable, file: SourceFile, files: ReferencedFiles) {
        typealias Keys = SpecSchema.ReuseKeys
        guard !Self.isPlain(document) else { return }
        let chain = SpecBaseChain(document: document, file: file, files: files)
        diagnostics = chain.diagnostics
        basePaths = chain.paths
        baseReports = chain.reports.map {
            FileDiagnostics(file: $0.file, diagnostics: SpecCompiler.sorted($0.diagnostics))
        }
        let extendsSpan = document.valueSpan(Keys.extends.key)
        var defaults =
            document[Keys.defaults]
            ?? SpecTable(descriptor: SpecSchema.defaults, path: "defaults", span: .point(0), isWritten: false)
        var shared: [String: String] = [:], origins: [String: String] = [:]
        var taken: Set<SourceSpan> = []
        var window = document[SpecSchema.RootKeys.window]
        for base in chain.bases {
            let from = { (slot: SpecTable.Slot) in Self.place(slot, in: base.file) }
            if let baseDefaults = base.defaults {
                TableFill(span: extendsSpan, kind: nil) { shared[$0] = from($1) }.fill(&defaults, from: baseDefaults)
            }
            if let baseWindow = base.window {
                var filled =
                    window
                    ?? SpecTable(
                        descriptor: SpecSchema.window, path: "window", span: extendsSpan ?? .point(0), isWritten: true)
                TableFill(span: extendsSpan, kind: nil) { origins["window." + $0] = from($1) }
                    .fill(&filled, from: baseWindow)
                window = filled
            }
        }
        if let window {
            let written = document.slots[SpecSchema.RootKeys.window.slot]
            document.slots[SpecSchema.RootKeys.window.slot] = SpecTable.Slot(
                value: .table(window), keySpan: written.keySpan ?? extendsSpan,
                valueSpan: written.valueSpan ?? extendsSpan)
        }
        var carousels = document.takeTables(SpecSchema.RootKeys.carousels)
        for index in carousels.indices {
            let kindName =
                carousels[index][SpecSchema.CarouselKeys.kind.key].flatMap(Self.string)
                ?? defaults["kind"].flatMap(Self.string) ?? CarouselKind.paging.rawValue
            let prefix = "carousel[\(index)]."
            TableFill(span: nil, kind: CarouselKind(rawValue: kindName) ?? .paging) { path, slot in
                Self.collectSpans(of: slot, into: &taken)
                origins[prefix + path] =
                    Self.lookup(path, in: shared) ?? slot.keySpan.map {
                        "[defaults], line \(file.location(of: $0.start).line)"
                    }
                    ?? "[defaults]"
            }.fill(&carousels[index], from: defaults)
        }
        if !carousels.isEmpty || document.isWritten(SpecSchema.RootKeys.carousels.key) {
            document[slot: SpecSchema.RootKeys.carousels.slot] = .tables(carousels)
        }
        // Applied: the resolver and `compile` see plain carousels (`[defaults]` keeps its spans for editors).
        document[slot: Keys.defaults.slot] = nil
        self.origins = origins
        takenSpans = taken
    }

    /// Every span in `slot` and the tables of its value.
    static func collectSpans(of slot: SpecTable.Slot, into spans: inout Set<SourceSpan>) {
        if let span = slot.keySpan { spans.insert(span) }
        if let span = slot.valueSpan { spans.insert(span) }
        switch slot.value {
        case .table(let table)?:
            for index in table.descriptor.fields.indices { collectSpans(of: table.slots[index], into: &spans) }
        case .tables(let tables)?:
            for table in tables {
                for index in table.descriptor.fields.indices { collectSpans(of: table.slots[index], into: &spans) }
            }
        default: break
        }
    }

    /// `file:line` of the key in `slot` of a base.
    static func place(_ slot: SpecTable.Slot, in file: SourceFile) -> String {
        guard let span = slot.keySpan else { return file.path }
        return "\(file.path):\(file.location(of: span.start).line)"
    }

    /// The origin of `path` or of the nearest table holding it (a table taken whole).
    static func lookup(_ path: String, in origins: [String: String]) -> String? {
        var path = Substring(path)
        while true {
            if let found = origins[String(path)] { return found }
            guard let dot = path.lastIndex(of: ".") else { return nil }
            path = path[..<dot]
        }
    }

    private static func string(_ value: SpecValue) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }
}
