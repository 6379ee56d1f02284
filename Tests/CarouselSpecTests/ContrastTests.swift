import Testing
@testable import CarouselSpec

@Suite struct ContrastTests {
    @Test func textColorFollowsWCAGContrast() {
        let white = RGBAColor(red: 255, green: 255, blue: 255), black = RGBAColor(red: 0, green: 0, blue: 0)
        #expect(Contrast.textColor(on: black) == white)
        #expect(Contrast.textColor(on: white) == black)
        #expect(Contrast.textColor(on: RGBAColor(red: 0x1C, green: 0x1C, blue: 0x1E)) == white)
        #expect(Contrast.textColor(on: RGBAColor(red: 0xFF, green: 0xCC, blue: 0x00)) == black)
        #expect(Contrast.textColor(on: RGBAColor(red: 0x58, green: 0x56, blue: 0xD6)) == white)
    }

    @Test func luminanceEndpoints() {
        #expect(Contrast.luminance(RGBAColor(red: 0, green: 0, blue: 0)) == 0)
        #expect(abs(Contrast.luminance(RGBAColor(red: 255, green: 255, blue: 255)) - 1) < 1e-9)
    }
}
