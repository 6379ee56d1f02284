import CarouselEngine
import Foundation
import SourceDiagnostics
import Testing
@testable import CarouselSpec

/// The second round of effects in the spec: time machines, cube, flip, cards and custom
/// (`[[carousel.transform]]`), with E0317 / E0318 / E0319 / W0442 / E0316 marked where they point.
@Suite struct CustomEffectRuleTests {
    static func configuration(_ body: String) throws -> CarouselConfiguration {
        try EffectRuleTests.configuration(body)
    }

    @Test(arguments: ["time-machine", "inverted-time-machine"]) func timeMachinesReadTilt(name: String) throws {
        let inverted = name.hasPrefix("inverted")
        #expect(
            try Self.configuration("effect = \"\(name)\"\n").effect
                == .timeMachine(TimeMachineSettings(inverted: inverted, tiltDegrees: atan(0.3) * 180 / .pi)))
        #expect(
            try Self.configuration("effect = \"\(name)\"\n[carousel.ring]\ntilt = 25\n").effect
                == .timeMachine(TimeMachineSettings(inverted: inverted, tiltDegrees: 25)))
    }

    @Test func cubeFlipAndCardsCompile() throws {
        #expect(try Self.configuration("effect = \"cube\"\n").effect == .cube)
        #expect(try Self.configuration("effect = \"flip\"\n").effect == .flip)
        #expect(try Self.configuration("effect = \"cards\"\n").effect == .cards(.standard))
        #expect(
            try Self.configuration("effect = \"cards\"\n[carousel.cards]\nrotate = 0\noffset = 12\n").effect
                == .cards(CardsSettings(rotateDegrees: 0, offsetPercent: 12)))
    }

    @Test func customReadsItsStopsInOrder() throws {
        let c = try Self.configuration(
            """
            effect = "custom"
            [[carousel.transform]]
            offset = -1
            translate-x = -250
            rotate-y = 30
            opacity = 0.4
            [[carousel.transform]]
            offset = 0
            [[carousel.transform]]
            offset = 1
            translate-z = -100
            rotate-x = 5
            rotate-z = -8
            scale = 0.7

            """)
        #expect(
            c.effect
                == .custom([
                    TransformStop(
                        offset: -1, translate: Vector3(x: -250, y: 0, z: 0), rotateDegrees: Vector3(x: 0, y: 30, z: 0),
                        opacity: 0.4),
                    TransformStop(offset: 0),
                    TransformStop(
                        offset: 1, translate: Vector3(x: 0, y: 0, z: -100), rotateDegrees: Vector3(x: 5, y: 0, z: -8),
                        scale: 0.7),
                ]))
    }

    @Test func coverflowWithoutASizeSharesTheFrameByThree() throws {
        #expect(try Self.configuration("effect = \"coverflow\"\n").paging.perView == 3)
        #expect(try Self.configuration("effect = \"coverflow\"\nper-view = 2\n").paging.perView == 2)
        #expect(try Self.configuration("effect = \"slide\"\n").paging.perView == 1)
    }

    @Test func stopsOutOfOrderPointAtTheLaterStop() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            effect = "custom"
            [[carousel.transform]]
            offset = 1
            [[carousel.transform]]
            offset = 0.5
                     ^^^ E0317
            [[carousel.transform]]
            offset = 0.5
                     ^^^ E0317
            [[carousel.items]]
            """)
        let found = compilation.diagnostics.filter { $0.code.text == "E0317" }
        #expect(found.first?.message == "[[carousel.transform]] stop at offset 0.5 comes after one at offset 1")
        #expect(found.last?.message == "two [[carousel.transform]] stops at offset 0.5")
        #expect(found.first?.labels.map { compilation.file.range(of: $0.span).start.line } == [5])
    }

    @Test func stopsWithAnotherEffectAreAnError() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            effect = "cube"
            [[carousel.transform]]
            ^^^^^^^^^^^^^^^^^^^^^^ E0318
            offset = 1
            [[carousel.items]]
            """)
        let found = try #require(expectDiagnostic("E0318", in: compilation, labelLines: [3]))
        #expect(found.fixIts.isEmpty == false)
    }

    @Test func customWithoutStopsIsAnError() throws {
        _ = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            effect = "custom"
                     ^^^^^^^^ E0319
            [[carousel.items]]
            """)
    }

    @Test func anotherEffectsTableOnCustomIsAnError() throws {
        _ = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            effect = "custom"
            [carousel.cards]
            ^^^^^^^^^^^^^^^^ E0316
            rotate = 3
            [[carousel.transform]]
            offset = 0
            [[carousel.items]]
            """)
    }

    @Test func radiusOnATimeMachineIsAWarning() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            effect = "time-machine"
            [carousel.ring]
            radius = 500
            ^^^^^^^^^^^^ W0442
            [[carousel.items]]
            """)
        #expect(diagnostic("W0442", in: compilation)?.severity == .warning)
    }

    @Test func anEffectOnAMarqueeSaysWhichKindsTakeIt() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "marquee"
            effect = "cards"
            ^^^^^^ E0205
            [[carousel.items]]
            """)
        let found = try #require(diagnostic("E0205", in: compilation))
        #expect("\(found.message) \(found.help ?? "")".contains("paging"))
    }
}
