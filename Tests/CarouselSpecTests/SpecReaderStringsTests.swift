import Foundation
import Testing
import SourceDiagnostics
import CarouselEngine
@testable import CarouselSpec

/// String-typed rules of spec-v1: ids, names, colors, durations, templates and file paths.
@Suite struct SpecReaderStringsTests {
    @Test func idMustMatchThePattern() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "Top Stories"
                 ^^^^^^^^^^^^^ E0302
            [[carousel.items]]
            """)
        #expect(diagnostic("E0302", in: compilation)?.help?.contains("\"top-stories\"") == true)
    }

    @Test func unknownEnumValuesSuggestTheClosest() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "stak"
                   ^^^^^^ E0303
            axis = "verticle"
                   ^^^^^^^^^^ E0303
            [[carousel.items]]
            """)
        let messages = compilation.diagnostics.map(\.help)
        #expect(messages == ["did you mean `stack`?", "did you mean `vertical`?"])
        #expect(
            compilation.diagnostics.first?.notes == [
                "`kind` is one of \"paging\", \"stack\", \"marquee\", \"focus\", \"m3\""
            ])
    }

    @Test func autoDirectionAndSnapAnimationAreEnums() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.auto]
            direction = "forwards"
                        ^^^^^^^^^^ E0303
            [carousel.snap]
            animation = "easeout"
                        ^^^^^^^^^ E0303
            [[carousel.items]]
            """)
    }

    @Test func colorsInEveryForm() throws {
        let compilation = SpecFixtures.compile(
            """
            [window]
            background = "#123"
            [[carousel]]
            id = "a"
            [[carousel.items]]
            color = "#1234"
            [[carousel.items]]
            color = "#0A84FF"
            [[carousel.items]]
            color = "#0A84FF80"
            [[carousel.items]]
            color = "mint"
            """)
        let spec = try #require(compilation.spec)
        #expect(spec.window.background.hex == "#112233FF")
        guard case .list(let items) = spec.carousels[0].items else { Issue.record("expected a list"); return }
        #expect(items.map(\.color.hex) == ["#11223344", "#0A84FFFF", "#0A84FF80", "#00C7BEFF"])
    }

    @Test func badColorsAndUnknownColorNames() throws {
        let compilation = expectDiagnostics(
            """
            [window]
            background = "#12"
                         ^^^^^ E0302
            [[carousel]]
            id = "a"
            [[carousel.items]]
            color = "purpel"
                    ^^^^^^^^ E0302
            text-color = "#GG0000"
                         ^^^^^^^^^ E0302
            """)
        #expect(compilation.diagnostics[1].help == "did you mean `purple`?")
        #expect(compilation.diagnostics[1].message == "unknown color name \"purpel\"")
    }

    @Test func durationsAcceptNumbersAndUnits() throws {
        let compilation = SpecFixtures.compile(
            SpecFixtures.carousel(
                """
                [carousel.auto]
                interval = "1500ms"
                resume-after = "1 min"
                [carousel.snap]
                animation = "ease-out"
                duration = 0.5
                [[carousel.items]]
                """))
        let engine = try #require(compilation.spec?.carousels.first?.engine)
        #expect(engine.auto?.intervalSeconds == 1.5)
        #expect(engine.auto?.resumeAfterSeconds == 60)
        #expect(engine.snap.animation == .easeOut(durationSeconds: 0.5))
    }

    @Test func unknownDurationUnitListsTheValidUnits() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.auto]
            interval = "3 parsecs"
                       ^^^^^^^^^^^ E0302
            resume-after = "2"
                           ^^^ E0302
            [[carousel.items]]
            """)
        #expect(
            compilation.diagnostics[0].message
                == "invalid duration \"3 parsecs\" for `interval`: `parsecs` is not a unit of time")
        #expect(compilation.diagnostics[0].help?.contains("`ms`, `s`, `min`") == true)
        #expect(compilation.diagnostics[1].message == "invalid duration \"2\" for `resume-after`: it has no unit")
    }

    @Test func negativeDurationsAreOutOfRange() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.auto]
            interval = -2
                       ^^ E0301
            resume-after = "-500ms"
                           ^^^^^^^^ E0301
            [[carousel.items]]
            """)
        #expect(compilation.diagnostics[0].message == "`interval` is -2 s, outside the allowed range 0..86400 s")
        #expect(
            compilation.diagnostics[1].message
                == "`resume-after` is \"-500ms\" (-0.5 s), outside the allowed range 0..600 s")
    }

    @Test func resumeAfterAtMostTenMinutes() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.auto]
            resume-after = "11min"
                           ^^^^^^^ E0301
            [[carousel.items]]
            """)
    }

    @Test func snapDurationRange() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.snap]
            animation = "ease-out"
            duration = "10ms"
                       ^^^^^^ E0301
            [[carousel.items]]
            """)
    }

    @Test func templatePlaceholdersPointAtThePlaceholder() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.generate]
            count = 3
            title = "Card {n} of {total} {"
                                 ^^^^^^^ E0302
                                         ^ E0302
            """)
        #expect(
            compilation.diagnostics.map(\.message) == [
                "unknown placeholder `{total}` in title template", "unclosed placeholder `{` in title template",
            ])
    }

    @Test func paletteNeedsOneToSixtyFourValidColors() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.generate]
            count = 3
            palette = []
                      ^^ E0301
            [[carousel]]
            id = "b"
            [carousel.generate]
            count = 3
            palette = ["red", "bleu"]
                              ^^^^^^ E0302
            """)
    }

    @Test func imageMustExistHaveAKnownExtensionAndTheRightMagicBytes() throws {
        let folder = SpecFixtures.temporaryFolder()
        _ = FileManager.default.createFile(atPath: folder + "/fake.png", contents: Data("not a png at all".utf8))
        _ = FileManager.default.createFile(
            atPath: folder + "/real.png",
            contents: Data([
                0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0, 0,
            ]))
        _ = FileManager.default.createFile(atPath: folder + "/photo.gif", contents: Data("GIF89a".utf8))
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [[carousel.items]]
            image = "missing.png"
                    ^^^^^^^^^^^^^ E0304
            [[carousel.items]]
            image = "fake.png"
                    ^^^^^^^^^^ E0304
            [[carousel.items]]
            image = "photo.gif"
                    ^^^^^^^^^^^ E0304
            [[carousel.items]]
            image = "real.png"
            alt = ""
            """, folder: folder)
        #expect(
            compilation.diagnostics.map(\.message) == [
                "`image` file \"missing.png\" does not exist",
                "`image` file \"fake.png\" is not a PNG file",
                "`image` \"photo.gif\" has the unsupported extension \".gif\"",
            ])
        #expect(
            compilation.diagnostics[0].notes == [
                "resolved to \(URL(fileURLWithPath: folder + "/missing.png").standardizedFileURL.path)"
            ])
    }

    @Test func fontMustBeAnExistingTrueTypeOrOpenTypeFile() throws {
        let folder = SpecFixtures.temporaryFolder()
        _ = FileManager.default.createFile(atPath: folder + "/font.woff", contents: Data("wOFF".utf8))
        _ = FileManager.default.createFile(atPath: folder + "/fake.ttf", contents: Data("<html>".utf8))
        _ = FileManager.default.createFile(atPath: folder + "/good.otf", contents: Data("OTTO\0\0".utf8))
        expectDiagnostics(
            """
            [window]
            font = "font.woff"
                   ^^^^^^^^^^^ E0304
            [[carousel]]
            id = "a"
            [[carousel.items]]
            """, folder: folder)
        expectDiagnostics(
            """
            [window]
            font = "fake.ttf"
                   ^^^^^^^^^^ E0304
            [[carousel]]
            id = "a"
            [[carousel.items]]
            """, folder: folder)
        let good = SpecFixtures.compile(
            "[window]\nfont = \"good.otf\"\n[[carousel]]\nid = \"a\"\n[[carousel.items]]\n", folder: folder)
        #expect(good.spec?.window.fontPath?.hasSuffix("/good.otf") == true)
    }
}
