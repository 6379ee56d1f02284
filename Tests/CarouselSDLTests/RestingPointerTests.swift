import CarouselEngine
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// A pointer resting where the window opened is no hover until it moves.
    @Suite struct RestingPointerTests {
        /// Whether each motion in turn counts as a hover.
        static func hovers(_ points: [Point], usedAfter: Int? = nil) -> [Bool] {
            var pointer = RestingPointer()
            var result: [Bool] = []
            for (index, point) in points.enumerated() {
                if index == usedAfter { pointer.used() }
                result.append(pointer.moved(to: point))
            }
            return result
        }

        @Test func thePositionFirstSeenIsNoHoverUntilThePointerMoves() {
            let rest = Point(x: 640, y: 400)
            // Once moved, coming back to the same spot is a hover like any other.
            #expect(Self.hovers([rest, rest, Point(x: 641, y: 400), rest]) == [false, false, true, true])
        }

        @Test func aPressOrALeaveMeansThePointerIsInUse() {
            let rest = Point(x: 10, y: 10)
            #expect(Self.hovers([rest, rest], usedAfter: 1) == [false, true])
        }
    }
}
