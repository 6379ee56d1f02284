import CarouselLSP
import CarouselSpec
import FontDiscovery
import HostSystem
import SourceDiagnostics

/// `carousel lsp`: the language server for spec files, over standard input and output.
enum LSPCommand: CLICommand {
    static func run(_ arguments: [String]) -> Int32 {
        do throws(CommandError) {
            let parsed = try parse(arguments)
            let docsURL = parsed[Self.docsURL] ?? defaultDocsURL
            let deferred = LSPDeferredRelease()
            let server = LanguageServer(environment: environment(docsURL: docsURL, deferred: deferred))
            return LSPStdioLoop(server: server, afterWrite: deferred.releaseAll).run()
        } catch {
            return fail(error)
        }
    }

    /// The environment of the real server: `check`'s loader on the disk, logs to standard error;
    /// each compilation is freed by `deferred` after the answers are written.
    static func environment(docsURL: String, deferred: LSPDeferredRelease? = nil) -> LanguageServerEnvironment {
        LanguageServerEnvironment(
            analyze: { path, bytes in analyze(path: path, bytes: bytes, deferred: deferred) },
            makeAnalyzer: { LSPSpecAnalyzer(deferred: deferred) },
            diagnosticsDocsURL: docsURL,
            pathLister: DiskPathLister(),
            behaviourTests: BehaviourTestSupport(
                suffix: BehaviourTestFile.suffix,
                analyze: { path, bytes in
                    TestCommand.diagnostics(of: SourceFile(path: path, bytes: bytes), play: false).0
                }, words: BehaviourTestReader.completionWords),
            log: { Terminal.error("carousel lsp: " + $0) })
    }

    /// The diagnostics `carousel check` gives for `bytes` as the file at `path`: the same loader
    /// (the disk, this machine's fonts); images and fonts resolve from the file's folder.
    /// With `deferred`, the compilation is handed to it, to be freed after the answer is written.
    static func analyze(path: String, bytes: [UInt8], deferred: LSPDeferredRelease? = nil) -> [Diagnostic] {
        let file = SourceFile(path: path, bytes: bytes)
        let compilation = SpecServices.loader.compile(file, baseDirectory: PathName.folder(of: path))
        return configured(compilation, deferred: deferred)
    }

    /// The diagnostics of `compilation` as `carousel check` reports them (the project config
    /// applied); with `deferred`, the compilation is handed to it, to be freed after the answer is written.
    static func configured(_ compilation: SpecCompilation, deferred: LSPDeferredRelease?) -> [Diagnostic] {
        let file = compilation.file
        let path = file.path
        let diagnostics = compilation.diagnostics
        deferred?.keep(compilation)
        // The same project config (`.carousel-lint.toml` found from the document's folder) and
        // `# carousel: allow` comments as `carousel check`, read afresh on every change.
        var finder = ProjectConfigFinder()
        return finder.plan(for: [path]).pass(for: path).apply(to: diagnostics, in: file)
    }

    /// The installed copy, `file://PREFIX/share/doc/carousel/diagnostics.md` (``installedDocsPath``),
    /// when there is one, else `file://<the source tree this carousel was built from>/docs/diagnostics.md`.
    static var defaultDocsURL: String {
        if let installed = installedDocsPath, HostProcess.fileExists(installed) {
            return DocumentURI.uri(ofPath: installed)
        }
        var root = #filePath
        for _ in 0..<4 {
            guard let slash = root.lastIndex(of: "/") else { break }
            root = String(root[..<slash])
        }
        return DocumentURI.uri(ofPath: root + "/docs/diagnostics.md")
    }

    /// `PREFIX/share/doc/carousel/diagnostics.md` for an executable in `PREFIX/bin` (`make install`'s layout).
    static var installedDocsPath: String? {
        BundledFonts.installedShareFolder().map { HostPath.parent(of: $0) + "/doc/carousel/diagnostics.md" }
    }

    static let stdio = Option.flag(
        "--stdio", help: ["accepted for editors that pass it; stdio is the only transport"])
    static let docsURL = Option.text(
        "--docs-url", placeholder: "URL", default: "the installed docs/diagnostics.md, else this source tree's",
        help: ["where diagnostic codes link to (each code adds '#<code>', e.g. '#e0201')"])

    static let spec = CommandSpec(
        name: "lsp", summary: "Run the language server (LSP over stdio) for editors", arguments: [],
        maxPositionals: 0,
        about: """
            Runs a Language Server Protocol (3.17) server on standard input and output, for
            editors: the diagnostics of `carousel check` as you type (with exact ranges, codes
            linked to docs/diagnostics.md and quick fixes from the fix-its), hover, completion,
            formatting and an outline. Standard output carries only protocol messages; logs go
            to standard error. docs/editors.md shows how to set up Neovim, Emacs,
            Helix, VS Code and Zed.
            """,
        options: [stdio.spec, docsURL.spec],
        sections: """
            exit codes:
              0  the client sent shutdown, then exit
              1  exit without shutdown, or standard input closed before exit
              2  bad usage

            examples:
              carousel lsp
              carousel lsp --docs-url https://example.org/carousel/docs/diagnostics.md
            """)
}
