import CarouselDisk
import CarouselEngine
import CarouselScript
import CarouselSpec
import Foundation
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// A script's `resize` in the offscreen player (`render --input`, `--scene`, `--animate`)
    /// switches the `[[carousel.when]]` rules of Configs/responsive.carousel.toml (480 × 640
    /// points, 1.2 per view; rule 1 from 600 points wide: 2.5 per view; rule 2 from 1000: 4 per
    /// view) exactly as `simulate` does: frame by frame, the same cards.
    @Suite struct ScenePlayerResponsiveTests {
        static let specPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Configs/responsive.carousel.toml").path
        static let script = InputScript(
            size: Size(width: 480, height: 640),
            steps: [
                TimedStep(0.2, .input(.key(.right))), TimedStep(0.8, .input(.key(.right))),
                TimedStep(1.5, .input(.resize(Size(width: 800, height: 640)))),
                TimedStep(2.0, .input(.resize(Size(width: 1100, height: 640)))),
                TimedStep(2.5, .input(.resize(Size(width: 500, height: 640)))),
            ])
        static let motion = ReducedMotionDecision(setting: .off, override: nil, desktop: .none)

        static func loaded() throws -> LoadedSpec {
            guard case .success(let loaded) = SpecLoader.disk().load(path: specPath) else {
                throw SpecMissing()
            }
            return loaded
        }

        struct SpecMissing: Error {}

        /// `simulate`'s rules for the spec (as `WindowRules.forSpec` of the CLI builds them).
        static func windowRules(_ loaded: LoadedSpec, responsive: ResponsiveSpec) -> WindowRules {
            let specSize = loaded.spec.window.size
            return WindowRules(
                window: Size(width: 480, height: 640),
                sceneSize: { ResponsiveSpec.layoutSize(forWindow: $0, specSize: specSize) },
                applied: { responsive.appliedRules(forWindow: $0) },
                configurations: { responsive.resolved(forWindow: $0).deciding(motion).carousels.map(\.engine) })
        }

        @Test func framesMatchSimulateAcrossEveryBreakpoint() throws {
            let loaded = try Self.loaded()
            let responsive = try #require(loaded.responsive)
            let spec = loaded.spec(forWindow: Size(width: 480, height: 640)).deciding(Self.motion)
            let fps = 10
            let simulated = Simulation.lines(
                scene: spec.scene, script: Self.script,
                options: Simulation.Options(duration: 4, fps: fps, includeCards: true),
                window: Self.windowRules(loaded, responsive: responsive)
            ).filter { $0.contains("\"type\": \"frame\"") }
            let rules = RenderRules(responsive: responsive, motion: Self.motion)
            var player = ScenePlayer(spec: spec, script: Self.script, size: nil, rules: rules)
            var played: [String] = []
            for k in 0...(4 * fps) {
                let time = Double(k) / Double(fps)
                player.play(until: time)
                played.append(
                    SimulationLine.frame(
                        time: time, frames: player.engine.frames(), cards: true,
                        reducedMotion: player.engine.reducedMotion))
            }
            #expect(simulated.count == 4 * fps + 1)
            for (index, (render, simulate)) in zip(played, simulated).enumerated() {
                #expect(render == simulate, "frame \(index)")
            }
        }

        @Test func eachBreakpointAppliesItsRulesAndKeepsTheSelection() throws {
            let loaded = try Self.loaded()
            let responsive = try #require(loaded.responsive)
            let spec = loaded.spec(forWindow: Size(width: 480, height: 640)).deciding(Self.motion)
            let rules = RenderRules(responsive: responsive, motion: Self.motion)
            var player = ScenePlayer(spec: spec, script: Self.script, size: nil, rules: rules)
            // (time, window width, rules in force, per-view): from the spec's `[[carousel.when]]`.
            let expected: [(Double, Double, [Int], Double)] = [
                (1.0, 480, [], 1.2), (1.7, 800, [1], 2.5), (2.2, 1100, [1, 2], 4), (2.7, 500, [], 1.2),
            ]
            for (time, width, rules, perView) in expected {
                player.play(until: time)
                #expect(player.windowSize.width == width, "at \(time)")
                #expect(player.appliedRules == [rules], "at \(time)")
                #expect(player.engine.scene.carousels.first?.paging.perView == perView, "at \(time)")
                #expect(player.engine.frames().first?.selection == 2, "at \(time)")
            }
        }

        @Test func withoutRulesAResizeOnlyFitsTheScene() throws {
            let loaded = try Self.loaded()
            let spec = loaded.spec(forWindow: Size(width: 480, height: 640)).deciding(Self.motion)
            var player = ScenePlayer(spec: spec, script: Self.script, size: nil)
            player.play(until: 2.2)
            #expect(player.engine.scene.windowSize == Size(width: 1100, height: 640))
            #expect(player.appliedRules.isEmpty)
            #expect(player.engine.scene.carousels.first?.paging.perView == 1.2)
        }
    }
}
