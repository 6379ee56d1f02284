import Foundation
import Testing

/// The module boundaries that docs/architecture.md promises, checked against the sources and
/// Package.swift, so the claims cannot drift from the code.
@Suite struct ArchitectureTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// Every Swift file under `Sources/<module>`, as (path relative to the root, text).
    static func sources(of module: String) -> [(path: String, text: String)] {
        let folder = root + "/Sources/" + module
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [(String, String)] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift"),
                let text = try? String(contentsOfFile: folder + "/" + relative, encoding: .utf8)
            else { continue }
            files.append(("Sources/\(module)/\(relative)", text))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The Swift modules under Sources/ (folders holding Swift files).
    static let modules: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/Sources")) ?? []
        return names.filter { !sources(of: $0).isEmpty }.sorted()
    }()

    /// Lines of `text` that contain `needle` outside `//` comments, as "path:line: text".
    static func hits(_ needle: String, in files: [(path: String, text: String)]) -> [String] {
        var found: [String] = []
        for file in files {
            for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
                if code.contains(needle) { found.append("\(file.path):\(index + 1): \(line)") }
            }
        }
        return found
    }

    @Test func theSourceTreeHasTheModulesThisTestExpects() {
        let expected = [
            "CarouselEngine", "CarouselSpec", "CarouselScene", "CarouselVerify", "CarouselSDL", "CarouselCLI",
        ]
        for module in expected {
            #expect(Self.modules.contains(module), "Sources/\(module) is missing")
        }
    }

    /// The `carousel` executable loads no Foundation: Foundation's start (its libraries, and
    /// `Bundle.main` listing the executable's folder) cost more than checking a small spec
    /// (docs/decisions.md, "Start without Foundation"). Only the benchmark program imports it.
    @Test func noModuleOfTheCarouselExecutableImportsFoundation() {
        #expect(Self.modules.contains("FontDiscovery"))
        for module in Self.modules where module != "CarouselBench" {
            for needle in ["import Foundation", "import FoundationEssentials"] {
                let found = Self.hits(needle, in: Self.sources(of: module))
                #expect(found.isEmpty, "\(module) imports Foundation:\n\(found.joined(separator: "\n"))")
            }
        }
    }

    @Test func onlyCarouselSDLImportsCSDL2() {
        for module in Self.modules where module != "CarouselSDL" {
            let found = Self.hits("import CSDL2", in: Self.sources(of: module))
            #expect(found.isEmpty, "\(module) imports CSDL2:\n\(found.joined(separator: "\n"))")
        }
    }

    @Test func noSDLNameOutsideCarouselSDL() {
        for module in Self.modules where module != "CarouselSDL" {
            let found = Self.hits("SDL_", in: Self.sources(of: module))
            #expect(found.isEmpty, "\(module) names SDL:\n\(found.joined(separator: "\n"))")
        }
    }

    @Test(arguments: [
        "CarouselSpec", "CarouselEngine", "CarouselScene", "FontFiles", "CarouselVerify", "TOMLFormat", "LintConfig",
        "CarouselLSP", "SpecIntelligence",
    ])
    func pureModulesNeitherPrintNorExitNorTouchTheDisk(module: String) {
        let files = Self.sources(of: module)
        #expect(!files.isEmpty)
        for needle in ["print(", "exit(", "FileManager", "import Foundation"] {
            let found = Self.hits(needle, in: files)
            #expect(found.isEmpty, "\(module) uses \(needle):\n\(found.joined(separator: "\n"))")
        }
    }

    @Test func insideCarouselSDLOnlyBridgeAndObjectsImportCSDL2() {
        let files = Self.sources(of: "CarouselSDL").filter {
            !$0.path.hasPrefix("Sources/CarouselSDL/Bridge/") && !$0.path.hasPrefix("Sources/CarouselSDL/Objects/")
        }
        #expect(files.count > 10)
        let found = Self.hits("import CSDL2", in: files)
        #expect(found.isEmpty, "C conversions belong in Bridge/:\n\(found.joined(separator: "\n"))")
    }

    /// fontconfig's C API is called in one file of CarouselSDL's Bridge/ (the window's fallback
    /// fonts); `check` reads font files itself and links no fontconfig.
    @Test func onlyCarouselSDLsBridgeImportsCFontconfig() {
        for module in Self.modules {
            let files = Self.sources(of: module).filter { !$0.path.hasPrefix("Sources/CarouselSDL/Bridge/") }
            let found = Self.hits("import CFontconfig", in: files)
            #expect(found.isEmpty, "\(module) imports CFontconfig:\n\(found.joined(separator: "\n"))")
        }
    }

    /// The loader of the libraries opened on first use is called from one Swift file
    /// (docs/architecture.md, "How the window libraries are loaded").
    @Test func onlyLazyLibrariesImportsCLazyLibraries() {
        var found: [String] = []
        for module in Self.modules {
            found += Self.hits("import CLazyLibraries", in: Self.sources(of: module))
        }
        #expect(found.count == 1 && found[0].hasPrefix("Sources/LazyLibraries/LazyLibrary.swift:"), "\(found)")
    }

    /// ATK and atk-bridge (the window on the accessibility bus) are called from one Bridge file of
    /// CarouselSDL (docs/architecture.md, "The accessibility bridge").
    @Test func onlyCarouselSDLsAccessibilityBridgeImportsCAccessibility() {
        var found: [String] = []
        for module in Self.modules {
            found += Self.hits("import CAccessibility", in: Self.sources(of: module))
        }
        #expect(
            found.count == 1 && found[0].hasPrefix("Sources/CarouselSDL/Bridge/AccessibilityBridge.swift:"), "\(found)")
    }

    /// giflib and libwebp are called from one Bridge file each, in AnimatedImage (`render --animate`).
    @Test(arguments: [("CGIF", "GIFFile.swift"), ("CWebP", "WebPAnimation.swift")])
    func onlyOneBridgeFileImportsEachEncoderLibrary(library: String, file: String) {
        var found: [String] = []
        for module in Self.modules {
            found += Self.hits("import \(library)", in: Self.sources(of: module))
        }
        #expect(found.count == 1 && found[0].hasPrefix("Sources/AnimatedImage/Bridge/\(file):"), "\(found)")
    }

    @Test(arguments: [
        "CarouselSDL", "SourceDiagnostics", "TOML", "JSON", "CarouselScript", "FontDiscovery", "AnimatedImage",
        "HostSystem", "CarouselDisk",
    ])
    func librariesDoNotPrintOrExit(module: String) {
        let files = Self.sources(of: module)
        for needle in ["print(", "exit(", "FileHandle.standardError", "FileHandle.standardOutput"] {
            let found = Self.hits(needle, in: files)
            #expect(found.isEmpty, "\(module) uses \(needle):\n\(found.joined(separator: "\n"))")
        }
    }

    /// One lock type: `LockedValue` (HostSystem), a pthread mutex that ThreadSanitizer sees;
    /// `Synchronization.Mutex` locks with raw futex calls, so `make test-tsan` reported the
    /// accesses it guards as races.
    @Test func everySharedStateIsGuardedByLockedValue() {
        var found: [String] = []
        for module in Self.modules {
            found += Self.hits("Mutex<", in: Self.sources(of: module))
        }
        #expect(found.isEmpty, "use LockedValue:\n\(found.joined(separator: "\n"))")
    }

    /// The host calls live in HostSystem: FontDiscovery holds fonts only.
    @Test func fontDiscoveryDeclaresNoHostHelper() {
        let files = Self.sources(of: "FontDiscovery")
        #expect(!files.isEmpty)
        for name in ["HostFile", "HostProcess", "HostPath", "LockedValue"] {
            let found = Self.hits("enum \(name)", in: files) + Self.hits("class \(name)", in: files)
            #expect(found.isEmpty, "\(name) belongs in HostSystem:\n\(found.joined(separator: "\n"))")
        }
        #expect(Self.sources(of: "HostSystem").count >= 4)
    }

    /// Target name -> the targets it depends on, read from Package.swift.
    static func packageGraph() -> [String: Set<String>] {
        guard let text = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8) else { return [:] }
        var graph: [String: Set<String>] = [:]
        let declaration = try! Regex(#"\.(target|executableTarget|systemLibrary)\(\s*name:\s*"([A-Za-z0-9]+)""#)
        let matches = text.matches(of: declaration)
        for (index, match) in matches.enumerated() {
            let name = String(match.output[2].substring ?? "")
            let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : text.endIndex
            let body = text[match.range.upperBound..<end]
            var dependencies: Set<String> = []
            if let list = body.range(of: "dependencies:") {
                // The list ends at its own "]": a condition's `traits: [windowTrait]` inside it is skipped.
                let tail = body[list.upperBound...]
                var depth = 0
                let close =
                    tail.firstIndex {
                        if $0 == "[" { depth += 1 } else if $0 == "]" { depth -= 1 }
                        return depth == 0 && $0 == "]"
                    } ?? tail.endIndex
                for quoted in tail[..<close].matches(of: try! Regex(#""([A-Za-z0-9]+)""#)) {
                    dependencies.insert(String(quoted.output[1].substring ?? ""))
                }
            }
            graph[name] = dependencies
        }
        return graph
    }

    /// Module -> dependencies from the table in docs/architecture.md
    /// (`| module | depends on | ... |`, dependencies as `A`, `B` in backticks, or "none").
    static func documentedGraph() -> [String: Set<String>] {
        guard let text = try? String(contentsOfFile: root + "/docs/architecture.md", encoding: .utf8) else {
            return [:]
        }
        var graph: [String: Set<String>] = [:]
        var inTable = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("| module | depends on |") {
                inTable = true
                continue
            }
            guard inTable else { continue }
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count > 3, !cells[1].hasPrefix("---") else { continue }
            let name = cells[1].replacingOccurrences(of: "`", with: "")
            let names = cells[2].matches(of: try! Regex("`([A-Za-z0-9]+)`")).map {
                String($0.output[1].substring ?? "")
            }
            graph[name] = Set(names)
        }
        return graph
    }

    @Test func theModuleGraphInArchitectureMdMatchesPackageSwift() {
        let package = Self.packageGraph(), documented = Self.documentedGraph()
        #expect(package.count >= 8, "could not read the targets of Package.swift")
        let libraries = package.filter { !$0.key.hasSuffix("Tests") }
        #expect(documented == libraries, "docs/architecture.md: \(documented)\nPackage.swift: \(libraries)")
    }

    @Test func everyModuleFolderIsATargetInPackageSwift() {
        let package = Self.packageGraph()
        for module in Self.modules {
            #expect(package[module] != nil, "Sources/\(module) is not a target in Package.swift")
        }
    }
}
