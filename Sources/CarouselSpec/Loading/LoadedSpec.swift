import CarouselEngine
import SourceDiagnostics

/// A spec that compiled (possibly with warnings), ready to run.
public struct LoadedSpec: Sendable {
    /// The resolved spec.
    public var spec: ResolvedSpec
    /// Warnings (never errors).
    public var warnings: [Diagnostic]
    /// The source, for rendering the warnings.
    public var file: SourceFile
    /// The `[[carousel.when]]` rules, resolvable for any window size (nil when the spec has none).
    public var responsive: ResponsiveSpec?
    /// The absolute paths of the files the spec extends and of the files and folders its item
    /// sources read: a hot reload follows them too (``SpecCompilation/referencedPaths``).
    public var referencedPaths: [String] = []

    /// Creates a loaded spec.
    public init(spec: ResolvedSpec, warnings: [Diagnostic], file: SourceFile, responsive: ResponsiveSpec? = nil) {
        self.spec = spec
        self.warnings = warnings
        self.file = file
        self.responsive = responsive
    }

    /// The spec as it holds in a window of `size` points: the rules for that size applied
    /// (the spec itself when it has no rules).
    public func spec(forWindow size: Size) -> ResolvedSpec {
        responsive?.resolved(forWindow: size) ?? spec
    }
}
