/// Which SDL renderer `carousel demo` draws its window with (`--renderer`).
public enum RendererChoice: String, CaseIterable, Sendable {
    /// SDL's accelerated renderer, unless its OpenGL is a CPU-only rasteriser (Mesa's llvmpipe
    /// under Xvfb, for example): then SDL's software renderer, which costs the CPU about half.
    case auto
    /// SDL's accelerated renderer with vsync, whatever OpenGL runs it.
    case gpu
    /// SDL's software renderer drawing into the window surface, presented through the video
    /// driver's own framebuffer (X11 shared memory); paced to 60 Hz by the demo, no vsync.
    case software

    /// Whether an OpenGL `GL_RENDERER` string names a rasteriser that runs on the CPU.
    static func isSoftwareRasteriser(_ glRenderer: String) -> Bool {
        let name = glRenderer.lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer", "swiftshader"].contains {
            name.contains($0)
        }
    }
}
