import Foundation
import Testing
import SourceDiagnostics
@testable import CarouselSpec

@Suite struct SpecCompilerTests {
    @Test func allProblemsOfAFileInOneRunInSourceOrder() {
        let compilation = expectDiagnostics(
            """
            [window]
            size = [1280, 100]
                          ^^^ E0301
            [[carousel]]
            id = "Featured"
                 ^^^^^^^^^^ E0302
            spaceing = 3
            ^^^^^^^^ E0201
            kind = "pagng"
                   ^^^^^^^ E0303
            [carousel.auto]
            interval = "3 parsecs"
                       ^^^^^^^^^^^ E0302
            [[carousel.items]]
            color = "bleu"
                    ^^^^^^ E0302
            """)
        #expect(compilation.diagnostics.count == 6)
        #expect(compilation.spec == nil)
        #expect(compilation.compiledJSON() == nil)
    }

    @Test func tomlSyntaxErrorStopsTheRunAtItsPosition() throws {
        let compilation = SpecFixtures.compile("[[carousel]]\nid = \"a\"\ntitle = Featured\nspaceing = 3\n")
        #expect(compilation.diagnostics.map(\.code.text) == ["E0101"])
        let span = try #require(compilation.diagnostics.first?.span)
        #expect(compilation.file.location(of: span.start) == SourceDiagnostics.SourceLocation(line: 3, column: 9))
    }

    @Test func warningsStillProduceASpec() throws {
        let compilation = SpecFixtures.compile(
            SpecFixtures.carousel("[carousel.auto]\ninterval = 0.5\n[[carousel.items]]\n"))
        #expect(compilation.diagnostics.map(\.code.text) == ["W0401"])
        #expect(!compilation.hasErrors)
        #expect(compilation.spec != nil)
    }

    @Test func compileFileResolvesPathsAgainstTheSpecFolder() throws {
        let path = SpecFixtures.packageRoot + "/Configs/featured.carousel.toml"
        let compilation = try SpecFixtures.loader.compile(path: path)
        let spec = try #require(compilation.spec)
        guard case .list(let items) = spec.carousels[0].items else { Issue.record("expected a list"); return }
        #expect(items[0].imagePath == SpecFixtures.packageRoot + "/Assets/images/sunrise.png")
        #expect(spec.path == path)
        #expect(throws: SpecLoadFailure.self) { try SpecFixtures.loader.compile(path: "/nonexistent/x.carousel.toml") }
    }

    @Test func diagnosticsAreData() throws {
        let compilation = SpecFixtures.compile(
            SpecFixtures.carousel("[carousel.auto]\ninterval = \"2 fortnights\"\n[[carousel.items]]\n"))
        let found = try #require(compilation.diagnostics.first)
        #expect(found.severity == .error)
        #expect(found.code.text == "E0302")
        #expect(found.path == "carousel[0].auto.interval")
        let range = try #require(found.span.map { compilation.file.range(of: $0) })
        #expect(range.start == SourceDiagnostics.SourceLocation(line: 4, column: 12))
        #expect(range.end == SourceDiagnostics.SourceLocation(line: 4, column: 26))
    }
}
