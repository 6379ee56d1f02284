import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct RendererChoiceTests {
        @Test func recognisesCPUOnlyOpenGLDrivers() {
            #expect(RendererChoice.isSoftwareRasteriser("llvmpipe (LLVM 15.0.6, 256 bits)"))
            #expect(RendererChoice.isSoftwareRasteriser("softpipe"))
            #expect(RendererChoice.isSoftwareRasteriser("Mesa X11 swrast"))
            #expect(RendererChoice.isSoftwareRasteriser("Software Rasterizer"))
            #expect(RendererChoice.isSoftwareRasteriser("Google SwiftShader"))
        }

        @Test func keepsHardwareOpenGLDrivers() {
            #expect(!RendererChoice.isSoftwareRasteriser("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"))
            #expect(!RendererChoice.isSoftwareRasteriser("NVIDIA GeForce RTX 3060/PCIe/SSE2"))
            #expect(!RendererChoice.isSoftwareRasteriser("AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6)"))
        }

        @Test func shortNamesDropTheBracketedDetails() {
            #expect(SDLRenderer.shortName("llvmpipe (LLVM 15.0.6, 256 bits)") == "llvmpipe")
            #expect(SDLRenderer.shortName("NVIDIA GeForce RTX 3060/PCIe/SSE2") == "NVIDIA GeForce RTX 3060/PCIe/SSE2")
            #expect(SDLRenderer.shortName(" (odd)") == " (odd)")
        }

        @Test func parsesTheFlagValues() {
            #expect(RendererChoice(rawValue: "auto") == .auto)
            #expect(RendererChoice(rawValue: "gpu") == .gpu)
            #expect(RendererChoice(rawValue: "software") == .software)
            #expect(RendererChoice(rawValue: "opengl") == nil)
            #expect(DemoOptions().renderer == .auto)
        }
    }
}
