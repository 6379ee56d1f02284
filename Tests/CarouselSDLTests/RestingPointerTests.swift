import CarouselEngine
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// A pointer resting where the window opened is no hover until it moves.
    @Suite struct RestingPointerTests {
        @Test func thePositionFirstSeenIsNoHoverUntilThePointerMoves() {
            var pointer = RestingPointer()
            let rest = Point(x: 640, y: 400)
            #expect(!pointer.moved(to: rest))
            #expect(!pointer.moved(to: rest))
            #expect(pointer.moved(to: Point(x: 641, y: 400)))
            // Once moved, coming back to the same spot is a hover like any other.
            #expect(pointer.moved(to: rest))
        }

        @Test func aPressOrALeaveMeansThePointerIsInUse() {
            var pointer = RestingPointer()
            #expect(!pointer.moved(to: Point(x: 10, y: 10)))
            pointer.used()
            #expect(pointer.moved(to: Point(x: 10, y: 10)))
        }
    }
}
