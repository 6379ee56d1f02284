import CarouselSpec
import Foundation
import SourceDiagnostics

/// A spec that compiled (possibly with warnings).
public struct LoadedSpec: Sendable {
    /// The resolved spec.
    public var spec: ResolvedSpec
    /// Warnings (never errors).
    public var warnings: [Diagnostic]
    /// The source, for rendering the warnings.
    public var file: SourceFile
}

/// Why a spec could not be used: unreadable (I/O) or invalid (diagnostics).
public enum SpecLoadFailure: Error, CustomStringConvertible, Sendable {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The file has errors.
    case invalid(file: SourceFile, diagnostics: [Diagnostic])

    /// Number of errors (1 for an unreadable file).
    public var errorCount: Int {
        switch self {
        case .unreadable: return 1
        case .invalid(_, let diagnostics): return diagnostics.filter { $0.severity == .error }.count
        }
    }

    /// The same words as `carousel check` prints (no colour).
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)\n"
        case .invalid(let file, let diagnostics):
            return SpecLoader.renderDiagnostics(file: file, diagnostics)
        }
    }
}

/// Reads and compiles spec files for the demo and `render`.
public enum SpecLoader {
    /// Reads and compiles the spec at `path`; relative paths inside resolve from its folder.
    public static func load(path: String) -> Result<LoadedSpec, SpecLoadFailure> {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason =
                FileManager.default.fileExists(atPath: path) ? "permission denied or not a file" : "no such file"
            return .failure(.unreadable(path: path, reason: reason))
        }
        let folder = (path as NSString).deletingLastPathComponent
        return compile(SourceFile(path: path, bytes: [UInt8](data)), baseDirectory: folder.isEmpty ? "." : folder)
    }

    /// The built-in showcase (every kind on one screen), compiled from the text embedded in the binary.
    ///
    /// Its image paths are relative to the repository's `Configs/` folder; when the binary runs
    /// away from the repository the images are left out (the cards keep their colours).
    public static func loadShowcase() -> Result<LoadedSpec, SpecLoadFailure> {
        let configs = FontLibrary.repositoryRoot().map { $0 + "/Configs" } ?? FileManager.default.currentDirectoryPath
        let file = SourceFile(path: "showcase.carousel.toml", text: ShowcaseSpec.text)
        let first = compile(file, baseDirectory: configs)
        guard case .failure = first else { return first }
        let withoutImages = ShowcaseSpec.text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("image = ") }.joined(separator: "\n")
        return compile(SourceFile(path: "showcase.carousel.toml", text: withoutImages), baseDirectory: configs)
    }

    /// Compiles spec text (named `name` in diagnostics); relative paths resolve from `baseDirectory`.
    public static func compile(text: String, name: String, baseDirectory: String) -> Result<LoadedSpec, SpecLoadFailure>
    {
        compile(SourceFile(path: name, text: text), baseDirectory: baseDirectory)
    }

    /// Compiles an already-read file.
    static func compile(_ file: SourceFile, baseDirectory: String) -> Result<LoadedSpec, SpecLoadFailure> {
        let compilation = SpecCompiler.compile(file, baseDirectory: baseDirectory)
        let hasErrors = compilation.diagnostics.contains { $0.severity == .error }
        guard !hasErrors, let spec = compilation.spec else {
            var diagnostics = compilation.diagnostics
            if diagnostics.isEmpty {
                diagnostics = [
                    Diagnostic(
                        severity: .error, code: DiagnosticID("E0000"), message: "the spec compiler returned no configuration",
                        span: nil)
                ]
            }
            return .failure(.invalid(file: file, diagnostics: diagnostics))
        }
        return .success(LoadedSpec(spec: spec, warnings: compilation.diagnostics, file: file))
    }

    /// Diagnostics in `carousel check`'s human format, without colour.
    public static func renderDiagnostics(file: SourceFile, _ diagnostics: [Diagnostic]) -> String {
        let report = DiagnosticReport(files: [FileDiagnostics(file: file, diagnostics: diagnostics)])
        return DiagnosticFormat.human.render(report, options: RenderOptions(color: false))
    }
}
