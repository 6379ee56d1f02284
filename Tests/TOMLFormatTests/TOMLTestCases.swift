import Foundation

/// Finds toml-test's valid cases the way scripts/toml_conformance.py does: the pinned copy in
/// ../shared/toml-test/tests (its files-toml-1.0.0 list), else Debian's older copy
/// (golang-github-burntsushi-toml-dev) minus the cases its version.go excludes for TOML 1.0.
/// `TOML_TEST_DIR` (a toml-test `tests` folder with its files-toml-1.0.0 list) overrides both.
enum TOMLTestCases {
    static let debian = "/usr/share/gocode/src/github.com/BurntSushi/toml/internal/toml-test/tests"

    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "no toml-test cases: put toml-test at ../shared/toml-test or install Debian's "
                + "golang-github-burntsushi-toml-dev (apt-get install golang-github-burntsushi-toml-dev)"
        }
    }

    /// The paths of every valid TOML 1.0 case.
    static func valid() throws -> [String] {
        let shared =
            ProcessInfo.processInfo.environment["TOML_TEST_DIR"]
            ?? FormatTestSupport.packageRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/toml-test/tests").path
        let manager = FileManager.default
        if let listing = try? String(contentsOfFile: shared + "/files-toml-1.0.0", encoding: .utf8) {
            return listing.split(separator: "\n").map(String.init)
                .filter { $0.hasPrefix("valid/") && $0.hasSuffix(".toml") }
                .map { shared + "/" + $0 }
        }
        guard manager.fileExists(atPath: debian + "/valid") else { throw Missing() }
        let excluded = exclusions()
        var paths: [String] = []
        let enumerator = manager.enumerator(atPath: debian + "/valid")
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".toml") else { continue }
            if excluded.contains("valid/" + relative.dropLast(5)) { continue }
            paths.append(debian + "/valid/" + relative)
        }
        return paths.sorted()
    }

    /// The names toml-test's version.go excludes for TOML 1.0.0.
    private static func exclusions() -> Set<String> {
        let versionGo = (debian as NSString).deletingLastPathComponent + "/version.go"
        guard let text = try? String(contentsOfFile: versionGo, encoding: .utf8),
            let block = text.range(of: "\"1.0.0\":"),
            let open = text.range(of: "exclude: []string{", range: block.upperBound..<text.endIndex),
            let close = text.range(of: "}", range: open.upperBound..<text.endIndex)
        else { return [] }
        let body = text[open.upperBound..<close.lowerBound]
        return Set(body.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
    }
}
