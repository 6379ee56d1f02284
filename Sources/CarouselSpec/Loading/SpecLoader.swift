import SourceDiagnostics

/// The one way every command (check, compile, simulate, render, demo) turns a spec path or a
/// spec text into a compilation: it reads through the file system it is given and words an
/// unreadable file the same way for all of them.
public struct SpecLoader: Sendable {
    /// Where the spec and the files it names are read.
    public var fileSystem: any SpecFileSystem
    /// The absolute folder relative paths start from (the process's working folder for the CLI).
    public var workingDirectory: String
    /// The fonts asked whether titles can be drawn (W0420); nil skips that check.
    public var glyphCoverage: (any GlyphCoverage)?
    /// Keep every compiled spec resolvable for other window sizes, rules or not (`compile --size`).
    public var keepsDocument = false

    /// Creates a loader reading `fileSystem`, with relative paths starting at `workingDirectory`;
    /// `glyphCoverage` answers which characters the fonts of this machine draw (nil: not checked).
    public init(
        fileSystem: any SpecFileSystem, workingDirectory: String, glyphCoverage: (any GlyphCoverage)? = nil
    ) {
        self.fileSystem = fileSystem
        self.workingDirectory = workingDirectory
        self.glyphCoverage = glyphCoverage
    }

    /// Reads and compiles the spec at `path`; relative paths inside it start at its folder.
    /// Throws ``SpecLoadFailure/unreadable(path:problem:)`` when the file cannot be read.
    public func compile(path: String) throws(SpecLoadFailure) -> SpecCompilation {
        let bytes: [UInt8]
        do throws(FileReadError) {
            // Joined, not normalised: on a disk `link/..` is for the system to resolve.
            bytes = try fileSystem.read(path.hasPrefix("/") ? path : PathName.join(workingDirectory, path))
        } catch {
            throw .unreadable(path: path, problem: error)
        }
        return compile(SourceFile(path: path, bytes: bytes), baseDirectory: PathName.folder(of: path))
    }

    /// Compiles an already-read file; relative paths inside it start at `baseDirectory`.
    public func compile(_ file: SourceFile, baseDirectory: String) -> SpecCompilation {
        SpecCompiler.compile(
            file, baseDirectory: baseDirectory, fileSystem: fileSystem, workingDirectory: workingDirectory,
            glyphCoverage: glyphCoverage, keepsDocument: keepsDocument)
    }

    /// Reads and compiles the spec at `path` for running it: fails when it is unreadable or has errors.
    public func load(path: String) -> Result<LoadedSpec, SpecLoadFailure> {
        do throws(SpecLoadFailure) {
            return Self.usable(try compile(path: path))
        } catch {
            return .failure(error)
        }
    }

    /// Compiles spec `text` (named `name` in diagnostics) for running it; relative paths start at
    /// `baseDirectory`.
    public func load(text: String, name: String, baseDirectory: String) -> Result<LoadedSpec, SpecLoadFailure> {
        Self.usable(compile(SourceFile(path: name, text: text), baseDirectory: baseDirectory))
    }

    /// The spec of `compilation` with its warnings, or its diagnostics when it has errors.
    static func usable(_ compilation: SpecCompilation) -> Result<LoadedSpec, SpecLoadFailure> {
        guard !compilation.hasErrors, let spec = compilation.spec else {
            // The spec's own diagnostics with those of the bases and source files (in their files).
            let others = compilation.reportedFiles.filter { $0.file.path != compilation.file.path }
            return .failure(.invalid(file: compilation.file, diagnostics: compilation.diagnostics, otherFiles: others))
        }
        var loaded = LoadedSpec(
            spec: spec, warnings: compilation.diagnostics, file: compilation.file, responsive: compilation.responsive)
        loaded.referencedPaths = compilation.referencedPaths
        return .success(loaded)
    }
}
