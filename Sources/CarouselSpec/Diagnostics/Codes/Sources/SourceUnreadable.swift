import SourceDiagnostics

// E0382 (error).
// Emitted by: Sources/CarouselSpec/ItemSources/ItemSourcePass.swift.
extension DiagnosticCode {
    /// A source file that cannot be read, a glob that matches no picture, too many items.
    public static let sourceUnreadable = DiagnosticCode(
        "E0382", "source cannot be read",
        """
        A `csv` or `json` source must name a regular file relative to the spec's folder (a FIFO, \
        a device or a socket is never read, and files are limited to 100 MiB, as specs are); a \
        `files` glob must match at least one .png, .jpg, .jpeg or .bmp picture. A source gives \
        at most 100,000 items, the limit of written items.
        """,
        wrong: sourceSpec("csv = \"data/missing.csv\""),
        right: sourceSpec(goodCSVSource))
}

/// The messages of E0382.
extension SpecMessages {
    /// E0382: the file at `written` cannot be read.
    static func sourceUnreadable(
        _ key: String, written: String, problem: FileReadError, span: SourceSpan, path: String
    ) -> Diagnostic {
        let reason = problem.message(path: written, noun: "\(key) file", example: "a .\(key) file")
        return Diagnostic(
            DiagnosticCode.sourceUnreadable, message: "`\(key)` source: " + reason, span: span, path: path,
            help: "relative paths start at the spec file's folder")
    }

    /// E0382: a glob that matched no picture.
    static func sourceMatchesNothing(_ written: String, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.sourceUnreadable,
            message: "`files` \(quoted(written)) matches no .png, .jpg, .jpeg or .bmp picture",
            span: span, path: path,
            help: "the glob is matched relative to the spec file's folder (`photos/*.jpg`, `../Assets/**/*.png`)")
    }

    /// E0382: a glob that is not one.
    static func sourceBadGlob(_ written: String, reason: String, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.sourceUnreadable, message: "`files` \(quoted(written)) is not a usable glob: \(reason)",
            span: span, path: path)
    }

    /// E0382: more items than written items may have.
    static func sourceTooManyItems(_ key: String, count: Int, limit: Int, span: SourceSpan, path: String) -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.sourceUnreadable,
            message: "the `\(key)` source gives \(count) items; a carousel has at most \(limit)",
            span: span, path: path, help: "split the file, or use [carousel.generate] for very long carousels")
    }
}
