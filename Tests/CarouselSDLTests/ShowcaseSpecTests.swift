import CarouselDisk
import CarouselSpec
import Foundation
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// The showcase text embedded in the binary must equal Configs/showcase.carousel.toml.
    /// Run with CAROUSEL_UPDATE_SHOWCASE=1 to regenerate Sources/CarouselSDL/Showcase/ShowcaseSpec.swift.
    @Suite struct ShowcaseSpecTests {
        static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()

        @Test func embeddedShowcaseMatchesConfigsFile() throws {
            let config = try String(
                contentsOf: Self.root.appendingPathComponent("Configs/showcase.carousel.toml"), encoding: .utf8)
            if ProcessInfo.processInfo.environment["CAROUSEL_UPDATE_SHOWCASE"] == "1" {
                let source = Self.root.appendingPathComponent("Sources/CarouselSDL/Showcase/ShowcaseSpec.swift")
                try ShowcaseSpecTests.swiftSource(for: config).write(to: source, atomically: true, encoding: .utf8)
                Issue.record("regenerated ShowcaseSpec.swift; rebuild and run again without CAROUSEL_UPDATE_SHOWCASE")
                return
            }
            #expect(
                ShowcaseSpec.text == config, "run: CAROUSEL_UPDATE_SHOWCASE=1 swift test --filter ShowcaseSpecTests")
        }

        @Test func embeddedShowcaseCompiles() throws {
            guard case .success(let loaded) = SpecLoader.disk().loadShowcase() else {
                Issue.record("the built-in showcase does not compile")
                return
            }
            #expect(loaded.spec.carousels.count >= 4)
            #expect(Set(loaded.spec.carousels.map(\.engine.kind)).count == 4)
        }

        static func swiftSource(for text: String) -> String {
            var lines = [
                "// Generated from Configs/showcase.carousel.toml by ShowcaseSpecTests (CAROUSEL_UPDATE_SHOWCASE=1).",
                "// Do not edit: edit the .toml file and regenerate.", "",
                "/// The built-in showcase spec, embedded so `carousel demo` works without files.",
                "enum ShowcaseSpec {", "    /// The text of Configs/showcase.carousel.toml.",
                "    static let text = #\"\"\"",
            ]
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
                text.hasSuffix("\n") ? 1 : 0
            )
            .map { $0.isEmpty ? "" : "        " + $0 }
            lines += ["", "        \"\"\"#", "}", ""]
            return lines.joined(separator: "\n")
        }
    }
}
