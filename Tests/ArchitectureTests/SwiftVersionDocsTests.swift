import Foundation
import Testing

/// Issue 9: the docs named three Swift versions (6, 6.x, 6.3) while Package.swift said 6.1. Every
/// Swift version the README, docs/*.md and the Makefile name is Package.swift's tools version, the
/// minimum and the toolchain the project is built and tested with.
@Suite struct SwiftVersionDocsTests {
    static let root = ArchitectureTests.root

    /// `6.3` from `// swift-tools-version:6.3`.
    static let toolsVersion: String? = {
        guard let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8),
            let line = manifest.split(separator: "\n").first, line.hasPrefix("// swift-tools-version:")
        else { return nil }
        let version = line.dropFirst("// swift-tools-version:".count).split(separator: ".")
        return version.prefix(2).joined(separator: ".")
    }()

    /// The files that tell a reader which Swift to install.
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root + "/docs")) ?? []
        return ["README.md", "Makefile"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    /// Every "Swift 6", "Swift 6.x", "swift:6.3", "swift-tools-version:6.1" in `text`: the version
    /// part as written ("6", "6.x", "6.3").
    static func mentions(in text: String) -> [String] {
        let pattern = #/(?i)swift(?:-tools-version)?[ :\-]?(?:toolchain )?(\d+(?:\.(?:\d+|x))*)/#
        return text.matches(of: pattern).map { String($0.output.1) }
    }

    @Test func theMentionsAreFound() {
        #expect(
            Self.mentions(in: "the Swift 6 toolchain, Swift 6.x, swift:6.3, Swift 5.10") == ["6", "6.x", "6.3", "5.10"])
        #expect(Self.mentions(in: "swift build --product carousel; SwiftPM") == [])
    }

    @Test func everyDocumentNamesPackageSwiftsVersion() throws {
        let version = try #require(Self.toolsVersion, "Package.swift has no swift-tools-version line")
        var found = 0
        for document in Self.documents {
            guard let text = try? String(contentsOfFile: Self.root + "/" + document, encoding: .utf8) else {
                Issue.record("cannot read \(document)")
                continue
            }
            for mention in Self.mentions(in: text) {
                found += 1
                let majorMinor = mention.split(separator: ".").prefix(2).joined(separator: ".")
                #expect(majorMinor == version, "\(document) names Swift \(mention); Package.swift says \(version)")
            }
        }
        #expect(found >= 3, "README, Makefile and docs/cli.md name the Swift version")
    }
}
