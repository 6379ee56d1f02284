import CarouselDisk
import CarouselSpec
import LintConfig
import SourceDiagnostics

/// `carousel check --watch`: checks once, then re-checks each spec when it changes, until
/// Ctrl-C (exit code 0).
///
/// Every folder under a PATH folder is watched with inotify (new folders too), and the folder of
/// every file named as a PATH, so editors that save by writing a new file and renaming it are
/// seen. Only the specs that changed are re-checked, and each is named on standard error first;
/// a new `*.carousel.toml` in a watched folder is checked as it appears; a changed, new or
/// deleted `.carousel-lint.toml` re-checks the known specs it governs (or governed): those in its
/// folder and below without a nearer config; a changed base (`extends`) or item source file
/// (`[carousel.source]` csv or json, or a picture in a `files` folder) re-checks the specs that
/// read it at their last check (its folder, and a source folder itself, are watched from then on).
final class CheckWatcher {
    /// How diagnostics are printed and what fails, as for a plain `check`.
    struct Options {
        var format: DiagnosticFormat
        var color: Bool
        var strict: Bool
        var jobs: Int
        var render: Bool
    }

    /// One watched folder and why it is watched.
    struct Folder {
        var path: String
        /// Specs appear here (a PATH folder or a folder below one).
        var specs: Bool
    }

    private let descriptor: Int32
    private let options: Options
    private var folders: [Int32: Folder] = [:]
    /// Files named as PATH arguments (checked whatever their name).
    private var namedFiles: Set<String> = []
    /// The specs known now, as the checks name them.
    private var known: Set<String> = []
    /// Absolute path of each base and item source to the specs that read it at their last check.
    private var dependents: [String: Set<String>] = [:]
    /// The paths of `dependents` that are item sources (the others are bases).
    private var sourcePaths: Set<String> = []
    private let workingDirectory = DiskFileSystem.workingDirectory()

    private init(descriptor: Int32, options: Options) {
        self.descriptor = descriptor
        self.options = options
    }

    deinit {
        InotifyBridge.close(descriptor)
    }

    /// Runs the watch; returns 0 when stopped by Ctrl-C or SIGTERM.
    static func run(_ parsed: ParsedArguments) throws(CommandError) -> Int32 {
        let format = parsed[CheckCommand.format]
        var render = parsed[CheckCommand.render]
        if render, let reason = RenderPassRunner.unavailableReason {
            Terminal.error("carousel check: --render skipped: " + reason)
            render = false
        }
        let options = Options(
            format: format, color: format == .human ? parsed[CheckCommand.color].enabled(for: 1) : false,
            strict: parsed[CheckCommand.strict],
            jobs: parsed[CheckCommand.jobs] ?? BatchChecker.defaultJobs, render: render)
        var roots = parsed.positionals
        if roots.isEmpty {
            guard FileReader.kind(of: "Configs") == .directory else {
                throw .usage(
                    "no PATH given and there is no Configs/ folder here; name the spec files or folders to watch")
            }
            roots = ["Configs"]
        }
        InotifyBridge.installStopHandlers()
        let watcher = CheckWatcher(descriptor: try InotifyBridge.open(), options: options)
        let (paths, problems) = SpecFileFinder.collect(roots)
        for problem in problems { Terminal.error("carousel check: " + problem) }
        if !paths.isEmpty { watcher.check(paths) }
        watcher.known = Set(paths)
        try watcher.watch(roots, specs: paths)
        let count = watcher.folders.count
        Terminal.error("carousel check: watching \(count) folder\(count == 1 ? "" : "s") for changes; Ctrl-C stops")
        while InotifyBridge.wait(watcher.descriptor) {
            var events = InotifyBridge.read(watcher.descriptor)
            // Editors save in several steps (write a temporary file, rename it): take them together.
            while InotifyBridge.wait(watcher.descriptor, milliseconds: 100) {
                events += InotifyBridge.read(watcher.descriptor)
            }
            watcher.handle(events, roots: roots)
        }
        Terminal.error("carousel check: stopped watching")
        return 0
    }

    /// Watches the PATH folders (and every folder below), the folders of named files and of the
    /// configs that govern `specs`.
    private func watch(_ roots: [String], specs: [String]) throws(CommandError) {
        for root in roots {
            switch FileReader.kind(of: root) {
            case .directory:
                for folder in InotifyBridge.folders(under: root) { add(folder, specs: true) }
            case .regular:
                namedFiles.insert(root)
                add(PathName.folder(of: root), specs: false)
            default: continue
            }
        }
        var finder = ProjectConfigFinder()
        for spec in specs {
            let absolute = PathName.resolve(spec, against: ".", workingDirectory: finder.workingDirectory)
            if let config = finder.config(forFolder: PathName.folder(of: absolute)) {
                add(PathName.folder(of: finder.display(config)), specs: false)
            }
        }
        if folders.isEmpty { throw .usage("nothing to watch: no PATH is a spec file or a folder") }
    }

    private func add(_ folder: String, specs: Bool) {
        switch InotifyBridge.watch(descriptor, folder: folder) {
        case .success(let watch):
            // The same folder twice (by two names, or as a root and a config folder) is one watch.
            let previous = folders[watch]
            folders[watch] = Folder(path: previous?.path ?? folder, specs: specs || (previous?.specs ?? false))
        case .failure(let error):
            Terminal.error("carousel check: " + error.message)
        }
    }

    /// Turns one batch of events into the specs to re-check, names them, and checks them.
    private func handle(_ events: [InotifyBridge.Event], roots: [String]) {
        var touched: Set<String> = []
        var configFolders: [String] = []
        var referenceReasons: [String: String] = [:]
        for event in events {
            if event.isOverflow {
                touched.formUnion(known)
                touched.formUnion(SpecFileFinder.collect(roots).files)
                continue
            }
            guard let folder = folders[event.watch] else { continue }
            if event.isWatchGone {
                folders[event.watch] = nil
                continue
            }
            let path = InotifyBridge.join(folder.path, event.name)
            let absolute = PathName.resolve(path, against: ".", workingDirectory: workingDirectory)
            // The file itself, or the folder it is in when that folder is a `files` source.
            let inFolder = PathName.resolve(folder.path, against: ".", workingDirectory: workingDirectory)
            let reads = sourcePaths.contains(inFolder) ? [absolute, inFolder] : [absolute]
            for read in reads where !event.isDirectory {
                for spec in dependents[read] ?? [] {
                    touched.insert(spec)
                    let kind = sourcePaths.contains(read) ? "source" : "base"
                    referenceReasons[spec] = "its \(kind) \(read == absolute ? path : folder.path) changed"
                }
            }
            if event.name == LintConfigReader.fileName {
                configFolders.append(folder.path)
            } else if event.isDirectory {
                if folder.specs, !event.isRemoval, !event.name.hasPrefix(".") {
                    for added in InotifyBridge.folders(under: path) { add(added, specs: true) }
                    touched.formUnion(SpecFileFinder.collect([path]).files)
                }
            } else if namedFiles.contains(path)
                || (folder.specs && event.name.hasSuffix(SpecFileFinder.suffix) && !event.name.hasPrefix("."))
            {
                touched.insert(path)
            }
        }
        var reasons = referenceReasons
        for folder in configFolders {
            for spec in governed(by: folder) {
                touched.insert(spec)
                reasons[spec] = "\(InotifyBridge.join(folder, LintConfigReader.fileName)) changed"
            }
        }
        report(touched, reasons: reasons)
    }

    /// The known specs a config in `folder` governs, or governed before it changed: those in
    /// `folder` and below whose nearest config is not in a folder between them and `folder`.
    private func governed(by folder: String) -> [String] {
        var finder = ProjectConfigFinder()
        let changed = PathName.resolve(folder, against: ".", workingDirectory: finder.workingDirectory)
        let prefix = changed == "/" ? "/" : changed + "/"
        return known.filter { spec in
            let absolute = PathName.resolve(spec, against: ".", workingDirectory: finder.workingDirectory)
            guard absolute.hasPrefix(prefix) else { return false }
            guard let nearest = finder.config(forFolder: PathName.folder(of: absolute)) else { return true }
            let nearestFolder = PathName.folder(of: nearest)
            return nearestFolder == changed || !nearestFolder.hasPrefix(prefix)
        }
    }

    /// Names and re-checks the `touched` specs that exist; says which ones are gone.
    private func report(_ touched: Set<String>, reasons: [String: String]) {
        var changed: [String] = []
        for path in touched.sorted() {
            if FileReader.kind(of: path) == .regular {
                let reason = reasons[path] ?? (known.contains(path) ? "changed" : "new")
                Terminal.error("carousel check: re-checking \(path) (\(reason))")
                changed.append(path)
                known.insert(path)
            } else if known.remove(path) != nil {
                Terminal.error("carousel check: \(path) was removed")
            }
        }
        if !changed.isEmpty { check(changed) }
    }

    private func check(_ paths: [String]) {
        var found: [(String, SpecReferences)] = []
        _ = CheckCommand.check(
            paths, format: options.format, color: options.color, strict: options.strict, jobs: options.jobs,
            render: options.render, onReferences: { found.append(($0, $1)) })
        for (spec, references) in found { follow(spec, references) }
    }

    /// Records that `spec` now reads `references` (absolute), watching their folders, and each
    /// source folder itself (a picture added to it changes the items).
    private func follow(_ spec: String, _ references: SpecReferences) {
        for read in dependents.keys { dependents[read]?.remove(spec) }
        for read in references.bases + references.sources {
            if dependents[read] == nil {
                if FileReader.kind(of: PathName.folder(of: read)) == .directory {
                    add(PathName.folder(of: read), specs: false)
                }
                if FileReader.kind(of: read) == .directory { add(read, specs: false) }
            }
            dependents[read, default: []].insert(spec)
        }
        sourcePaths.formUnion(references.sources)
    }
}
