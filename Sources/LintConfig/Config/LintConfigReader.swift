import CarouselSpec
import SourceDiagnostics
import TOML

/// Reads `.carousel-lint.toml` text into a ``LintConfig``, reporting every problem with a span
/// (`E01xx` for TOML syntax, `E0501`-`E0507` for the config's own rules) like a spec.
///
/// A wrong entry is reported and left out; the rest of the file still applies.
public struct LintConfigReader {
    /// The file name looked for in every folder from a spec's up to the root.
    public static let fileName = ".carousel-lint.toml"

    /// The codes a config may name, with their severities (the catalog's codes by default).
    let knownCodes: [String: Severity]
    private var diagnostics: [Diagnostic] = []
    /// Problems past ``SpecCompiler/maxDiagnostics``, counted but never worded (no did-you-mean
    /// search for them), so a config of a million unknown codes costs a thousand messages.
    private var omitted = 0

    /// Creates a reader that accepts `knownCodes` (code to severity).
    public init(knownCodes: [String: Severity] = LintCodes.known) {
        self.knownCodes = knownCodes
    }

    /// The config in `file` and the diagnostics of its problems, in source order.
    public static func read(_ file: SourceFile, knownCodes: [String: Severity] = LintCodes.known)
        -> (config: LintConfig, diagnostics: [Diagnostic])
    {
        let parsed = TOMLDocumentParser.parse(file)
        var reader = LintConfigReader(knownCodes: knownCodes)
        var config = LintConfig()
        for entry in parsed.root.entries {
            switch entry.key.name {
            case "severity": config.severity = reader.severity(entry.value, path: "severity")
            case "overrides": config.overrides = reader.overrides(entry.value)
            case ProjectBoundary.rootsKey: config.projectRoots = reader.projectRoots(entry.value)
            default:
                reader.unknownKey(
                    entry.key, path: entry.key.name, allowed: ["severity", "overrides", ProjectBoundary.rootsKey])
            }
        }
        let all = (parsed.diagnostics + reader.diagnostics).sorted { ($0.span?.start ?? -1) < ($1.span?.start ?? -1) }
        return (config, SpecCompiler.capped(all, omitted: reader.omitted))
    }

    private mutating func overrides(_ value: TOMLValue) -> [LintConfig.Override] {
        guard case .array(let elements, _) = value.kind else {
            report(
                .lintWrongType, LintMessages.wrongType("overrides", expected: "an array of tables", value), value.span,
                path: "overrides")
            return []
        }
        var result: [LintConfig.Override] = []
        for (index, element) in elements.enumerated() {
            let path = "overrides[\(index)]"
            guard case .table(let table) = element.kind else {
                report(
                    .lintWrongType, LintMessages.wrongType(path, expected: "a table", element), element.span, path: path
                )
                continue
            }
            var override = LintConfig.Override(patterns: [], severity: [:])
            var pathsValue: TOMLValue?
            for entry in table.entries {
                switch entry.key.name {
                case "paths":
                    pathsValue = entry.value
                    override.patterns = patterns(entry.value, path: path + ".paths")
                case "severity": override.severity = severity(entry.value, path: path + ".severity")
                default: unknownKey(entry.key, path: path + "." + entry.key.name, allowed: ["paths", "severity"])
                }
            }
            // Missing or `[]`; patterns that were all refused already have their own diagnostics.
            if let pathsValue, case .array(let elements, _) = pathsValue.kind, elements.isEmpty {
                report(
                    .lintMissingPaths, LintMessages.missingPaths(written: true), pathsValue.span, path: path + ".paths")
            } else if pathsValue == nil {
                report(
                    .lintMissingPaths, LintMessages.missingPaths(written: false), element.span, path: path + ".paths")
            }
            result.append(override)
        }
        return result
    }

    /// `project-roots`: folders added to the project (``ProjectBoundary`` gives them meaning).
    private mutating func projectRoots(_ value: TOMLValue) -> [String] {
        let key = ProjectBoundary.rootsKey
        guard case .array(let elements, _) = value.kind else {
            report(
                .lintWrongType, LintMessages.wrongType(key, expected: "an array of folder paths", value), value.span,
                path: key, fix: LintMessages.wrapInArray(value))
            return []
        }
        var roots: [String] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let text) = element.kind, !text.isEmpty else {
                report(
                    .lintWrongType, LintMessages.wrongType("a folder path", expected: "a non-empty string", element),
                    element.span, path: "\(key)[\(index)]")
                continue
            }
            roots.append(text)
        }
        return roots
    }

    private mutating func patterns(_ value: TOMLValue, path: String) -> [GlobPattern] {
        guard case .array(let elements, _) = value.kind else {
            report(
                .lintWrongType, LintMessages.wrongType("paths", expected: "an array of strings", value), value.span,
                path: path, fix: LintMessages.wrapInArray(value))
            return []
        }
        var patterns: [GlobPattern] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let text) = element.kind else {
                report(
                    .lintWrongType, LintMessages.wrongType("a path pattern", expected: "a string", element),
                    element.span, path: "\(path)[\(index)]")
                continue
            }
            do throws(GlobError) {
                patterns.append(try GlobPattern(text))
            } catch {
                report(.lintBadPattern, LintMessages.badPattern(text, error), element.span, path: "\(path)[\(index)]")
            }
        }
        return patterns
    }

    private mutating func severity(_ value: TOMLValue, path: String) -> [String: LintLevel] {
        guard case .table(let table) = value.kind else {
            report(
                .lintWrongType, LintMessages.wrongType("severity", expected: "a table of code = level", value),
                value.span, path: path)
            return [:]
        }
        var levels: [String: LintLevel] = [:]
        for entry in table.entries {
            let entryPath = path + "." + entry.key.name
            guard let codeSeverity = code(entry.key, path: entryPath) else { continue }
            guard case .string(let text) = entry.value.kind else {
                report(
                    .lintWrongType, LintMessages.wrongType(entry.key.name, expected: "a string", entry.value),
                    entry.value.span, path: entryPath)
                continue
            }
            guard let level = LintLevel(rawValue: text) else {
                let suggestion = LintMessages.levelSuggestion(for: text)
                report(
                    .lintUnknownLevel, LintMessages.unknownLevel(text), entry.value.span, path: entryPath,
                    help: suggestion.map { "did you mean `\"\($0)\"`?" } ?? "use \"allow\", \"warn\" or \"deny\"",
                    fix: suggestion.map { FixIt.replace(entry.value.span, with: "\"\($0)\"", safety: .safe) })
                continue
            }
            if codeSeverity == .error, level != .deny {
                report(
                    .lintErrorLowered, LintMessages.errorLowered(entry.key.name, level), entry.value.span,
                    path: entryPath, help: "fix the spec instead; only warnings can be allowed or kept as warnings")
                continue
            }
            levels[entry.key.name] = level
        }
        return levels
    }

    /// The severity of the code `key` names, or nil (and a diagnostic) when it is unknown.
    private mutating func code(_ key: TOMLKey, path: String) -> Severity? {
        if let severity = knownCodes[key.name] { return severity }
        guard hasRoom() else { return nil }
        let candidates = LintCodes.suggestions(for: key.name, in: knownCodes)
        report(
            .lintUnknownCode, LintMessages.unknownCode(key.name), key.span, path: path,
            help: LintMessages.didYouMean(candidates),
            fix: candidates.first.map { FixIt.replace(key.span, with: $0, safety: LintMessages.spelling(candidates)) })
        return nil
    }

    private mutating func unknownKey(_ key: TOMLKey, path: String, allowed: [String]) {
        guard hasRoom() else { return }
        let candidates = Suggestions.closest(to: key.name, in: allowed, maxDistance: 3)
        report(
            .lintUnknownKey, LintMessages.unknownKey(key.name, allowed: allowed), key.span, path: path,
            help: LintMessages.didYouMean(candidates) ?? "the keys here are " + LintMessages.list(allowed),
            fix: candidates.first.map { FixIt.replace(key.span, with: $0, safety: LintMessages.spelling(candidates)) })
    }

    /// Whether another problem may still be worded; counts it in ``omitted`` when not.
    private mutating func hasRoom() -> Bool {
        guard diagnostics.count < SpecCompiler.maxDiagnostics else {
            omitted += 1
            return false
        }
        return true
    }

    private mutating func report(
        _ code: DiagnosticCode, _ message: String, _ span: SourceSpan, path: String, help: String? = nil,
        fix: FixIt? = nil
    ) {
        guard hasRoom() else { return }
        diagnostics.append(
            Diagnostic(code, message: message, span: span, path: path, help: help, fixIts: fix.map { [$0] } ?? []))
    }
}
