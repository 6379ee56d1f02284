import SourceDiagnostics

// E0304 (error).
// Emitted by: Sources/CarouselSpec/Reading/SpecReader+Strings.swift.
extension DiagnosticCode {
    /// A referenced file that is missing or is not what it claims to be.
    public static let badFile = DiagnosticCode(
        "E0304", "file not found or not of its type",
        """
        An `image` or `font` path must name an existing file, relative to the spec file's \
        folder (or absolute). Images must be .png, .jpg, .jpeg or .bmp and start with that \
        format's signature bytes; fonts must be .ttf or .otf files with a TrueType or \
        OpenType signature. A renamed text file is caught here instead of failing at draw time.
        """,
        wrong: spec("", items: "[[carousel.items]]\ntitle = \"One\"\nimage = \"missing.png\"\n"),
        right: spec("", items: "[[carousel.items]]\ntitle = \"One\"\nimage = \"../Assets/images/sunrise.png\"\n"))
}

/// The message of E0304 and its fix-its.
extension SpecMessages {
    static func badFile(
        _ key: String, written: String, resolved: String, problem: FileSignature.Problem, span: SourceSpan, path: String
    ) -> Diagnostic {
        let message: String
        var help: String?
        switch problem {
        case .unsupportedExtension(let ext):
            let allowed = allowedFiles(key)
            let shown = ext.isEmpty ? "(none)" : "." + Self.shortened(ext)
            message = "`\(key)` \(Self.quoted(written)) has the unsupported extension \"\(shown)\""
            help = "use a \(allowed) file"
        case .notFound:
            message = "`\(key)` file \(Self.quoted(written)) does not exist"
            help = "relative paths start at the spec file's folder"
        case .isDirectory:
            message = "`\(key)` \(Self.quoted(written)) is a folder, not a file"
            help =
                "give the path of one \(allowedFiles(key)) file in it, e.g. \(Self.quoted(fileInFolder(written, key)))"
        case .unreadable: message = "`\(key)` file \(Self.quoted(written)) cannot be read"
        case .wrongContent(let format):
            message = "`\(key)` file \(Self.quoted(written)) is not a \(format) file"
            help = "its first bytes are not a \(format) signature; re-export it or fix the extension"
        case .imageTooLarge(let width, let height):
            message =
                "`\(key)` file \(Self.quoted(written)) is \(width)×\(height) pixels; "
                + "images are limited to \(FileSignature.maxImageSide) pixels a side"
            help = "scale it down: a card shows it at most a few thousand pixels wide"
        }
        return Diagnostic(
            DiagnosticCode.badFile, message: message, span: span, path: path, help: help,
            notes: ["resolved to \(resolved)"])
    }

    /// The file types a path key takes, for help lines.
    static func allowedFiles(_ key: String) -> String { key == "font" ? ".ttf or .otf" : ".png, .jpg, .jpeg or .bmp" }

    /// `photos/photo.png` for the folder `photos/` (never an empty example: `photo.png` for `""`).
    static func fileInFolder(_ folder: String, _ key: String) -> String {
        var base = folder
        while base.hasSuffix("/"), base.count > 1 { base.removeLast() }
        let name = key == "font" ? "font.ttf" : "photo.png"
        if base.isEmpty || base == "." { return name }
        return base == "/" ? "/" + name : base + "/" + name
    }
}
