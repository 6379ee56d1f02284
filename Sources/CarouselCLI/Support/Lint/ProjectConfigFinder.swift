import CarouselSpec
import LintConfig
import SourceDiagnostics

/// Finds the `.carousel-lint.toml` that governs each spec: the nearest one in the spec's folder
/// or a folder above it, up to the file system root (the path as written, made absolute; no
/// symbolic link is resolved). The nearest config wins alone: configs do not merge.
///
/// Anything named `.carousel-lint.toml` is the config of its folder, whatever it is: a FIFO, a
/// folder, a device, a dangling link or a link loop there is an error naming it (exit 2), never
/// skipped for the config of a folder above.
struct ProjectConfigFinder {
    /// The absolute working folder relative paths start from.
    let workingDirectory: String
    /// Folder (absolute) to the config found from it, nil when none.
    private var found: [String: String?] = [:]
    /// Config path (absolute) to what reading it gave.
    private var loaded: [String: Result<(LintConfig, [Diagnostic], shown: String), CommandError>] = [:]

    init(workingDirectory: String = DiskFileSystem.workingDirectory()) {
        self.workingDirectory = workingDirectory
    }

    /// The plan for `paths` (spec paths as the user gave them or the finder found them).
    mutating func plan(for paths: [String]) -> LintPlan {
        var plan = LintPlan()
        var reported: Set<String> = []
        for path in paths {
            let absolute = PathName.resolve(path, against: ".", workingDirectory: workingDirectory)
            guard let configPath = config(forFolder: PathName.folder(of: absolute)) else { continue }
            switch load(configPath) {
            case .success(let (config, diagnostics, shown)):
                let folder = PathName.folder(of: configPath)
                let relative = String(absolute.dropFirst(folder == "/" ? 1 : folder.count + 1))
                plan.passes[path] = LintPass(config: config, configPath: shown, relativePath: relative)
                if !diagnostics.isEmpty, reported.insert(configPath).inserted {
                    let bytes = (try? FileReader.bytes(configPath)) ?? []
                    plan.configReports.append(
                        FileDiagnostics(file: SourceFile(path: shown, bytes: bytes), diagnostics: diagnostics))
                }
            case .failure(let error):
                if reported.insert(configPath).inserted { plan.problems.append(error.message) }
            }
        }
        return plan
    }

    /// The pass for a spec read from standard input: named `name` (its folder decides the config
    /// and the overrides match that path), or unnamed (the config found from the working folder,
    /// `[severity]` only).
    mutating func stdinPlan(name: String?) -> LintPlan {
        if let name { return plan(for: [name]) }
        var plan = LintPlan()
        guard let configPath = config(forFolder: workingDirectory) else { return plan }
        switch load(configPath) {
        case .success(let (config, diagnostics, shown)):
            plan.passes["<stdin>"] = LintPass(config: config, configPath: shown, relativePath: nil)
            if !diagnostics.isEmpty {
                let bytes = (try? FileReader.bytes(configPath)) ?? []
                plan.configReports.append(
                    FileDiagnostics(file: SourceFile(path: shown, bytes: bytes), diagnostics: diagnostics))
            }
        case .failure(let error):
            plan.problems.append(error.message)
        }
        return plan
    }

    /// The absolute path of the nearest config from `folder` (absolute) upwards: the nearest
    /// folder where something has the config's name (reading it says what is wrong with it).
    mutating func config(forFolder folder: String) -> String? {
        if let known = found[folder] { return known }
        let candidate = (folder == "/" ? "" : folder) + "/" + LintConfigReader.fileName
        let result: String?
        if Self.exists(candidate) {
            result = candidate
        } else if folder == "/" {
            result = nil
        } else {
            result = config(forFolder: PathName.folder(of: folder))
        }
        found[folder] = result
        return result
    }

    private mutating func load(_ path: String) -> Result<(LintConfig, [Diagnostic], shown: String), CommandError> {
        if let known = loaded[path] { return known }
        let shown = display(path)
        let result: Result<(LintConfig, [Diagnostic], shown: String), CommandError>
        do throws(FileReadError) {
            let bytes = try FileReader.bytes(shown)
            let (config, diagnostics) = LintConfigReader.read(SourceFile(path: shown, bytes: bytes))
            result = .success((config, diagnostics, shown))
        } catch {
            result = .failure(.io(Self.problem(error, path: shown)))
        }
        loaded[path] = result
        return result
    }

    /// `path` relative to the working folder when it is inside it, else absolute.
    func display(_ path: String) -> String {
        let prefix = workingDirectory == "/" ? "/" : workingDirectory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
