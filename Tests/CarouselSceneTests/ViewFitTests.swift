import CarouselEngine
import Testing

@testable import CarouselScene

@Suite struct ViewFitTests {
    @Test func aLargerWindowIsLaidOutAtItsOwnSize() {
        let fit = ViewFit(specSize: Size(width: 1280, height: 800), window: Size(width: 1920, height: 1080))
        #expect(fit.sceneSize == Size(width: 1920, height: 1080))
        #expect(fit.scale == 1 && !fit.isScaled)
        #expect(fit.scenePoint(Point(x: 10, y: 20)) == Point(x: 10, y: 20))
    }

    @Test func aSmallerWindowKeepsTheSpecSizeScaledAndCentred() {
        let fit = ViewFit(specSize: Size(width: 1280, height: 800), window: Size(width: 640, height: 600))
        #expect(fit.sceneSize == Size(width: 1280, height: 800))
        #expect(fit.scale == 0.5 && fit.percent == 50 && fit.isScaled)
        #expect(fit.offset == Point(x: 0, y: 100))
        #expect(fit.scenePoint(Point(x: 320, y: 300)) == Point(x: 640, y: 400))
    }

    @Test func oneSideSmallerIsEnoughToScale() {
        let fit = ViewFit(specSize: Size(width: 1000, height: 500), window: Size(width: 2000, height: 250))
        #expect(fit.scale == 0.5)
        #expect(fit.offset == Point(x: 750, y: 0))
    }
}

@Suite struct ViewFitMinSizeTests {
    @Test func betweenMinSizeAndSizeTheWindowIsLaidOutUnscaled() {
        // The fit size of a spec with `min-size = [800, 600]` is its min-size.
        let fit = ViewFit(specSize: Size(width: 800, height: 600), window: Size(width: 1000, height: 700))
        #expect(fit.sceneSize == Size(width: 1000, height: 700))
        #expect(!fit.isScaled)
    }

    @Test func belowMinSizeTheMinSizeLayoutIsScaled() {
        let fit = ViewFit(specSize: Size(width: 800, height: 600), window: Size(width: 400, height: 600))
        #expect(fit.sceneSize == Size(width: 800, height: 600))
        #expect(fit.scale == 0.5)
    }
}
