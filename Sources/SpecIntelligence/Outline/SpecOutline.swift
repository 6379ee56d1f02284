import CarouselSpec
import SourceDiagnostics

/// The outline of a spec file: the window, each carousel with its items and sub-tables.
public enum SpecOutline {
    /// The symbols of `source` in file order; works on incomplete text and never traps.
    public static func symbols(in source: String) -> [OutlineSymbol] {
        OutlineBuilder(document: SpecScanner.scan(source)).symbols()
    }
}
