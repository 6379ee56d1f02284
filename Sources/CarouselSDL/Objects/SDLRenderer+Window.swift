import CSDL2

extension SDLRenderer {
    /// A renderer for the demo window, as `choice` asks, with a description of what is in use
    /// for the HUD and `--stats` ("software (x11 framebuffer)", "opengl on llvmpipe").
    ///
    /// `warn` receives a line when the renderer asked for could not be made and another is used.
    static func forWindow(
        _ window: SDLWindow, choice: RendererChoice, warn: (String) -> Void
    ) throws -> (renderer: SDLRenderer, description: String) {
        SDLBridge.enableRenderBatching()
        switch choice {
        case .software:
            return try software(for: window)
        case .gpu:
            if let made = makeAccelerated(for: window) { return try adopt(made) }
            warn("\(SDLError("make an accelerated renderer")); using SDL's software renderer")
            return try software(for: window)
        case .auto:
            guard let made = makeAccelerated(for: window) else { return try software(for: window) }
            guard let gl = made.gl, RendererChoice.isSoftwareRasteriser(gl) else { return try adopt(made) }
            // OpenGL runs on the CPU: SDL's software renderer costs about half as much per frame.
            SDL_DestroyRenderer(made.pointer)
            do {
                let software = try software(for: window)
                return (software.renderer, software.description + "; auto: OpenGL is \(shortName(gl))")
            } catch {
                warn("could not make the software renderer (\(error)); using OpenGL on \(gl)")
                guard let again = makeAccelerated(for: window) else {
                    throw SDLError("create a renderer for the window")
                }
                return try adopt(again)
            }
        }
    }

    /// A renderer made by SDL, not yet owned: its C pointer, driver name and, for OpenGL-based
    /// ones, the `GL_RENDERER` string.
    private typealias Made = (pointer: OpaquePointer, name: String, gl: String?)

    /// SDL's accelerated renderer with vsync; nil when SDL cannot make one.
    private static func makeAccelerated(for window: SDLWindow) -> Made? {
        guard let pointer = SDL_CreateRenderer(window.pointer, -1, SDLBridge.acceleratedVSyncFlags) else {
            return nil
        }
        let name = SDLBridge.rendererName(pointer)
        // SDL's OpenGL renderers leave their context current once made.
        return (pointer, name, name.hasPrefix("opengl") ? SDLBridge.currentGLRenderer() : nil)
    }

    /// A `GL_RENDERER` string without its details in brackets: "llvmpipe (LLVM 15.0.6, 256 bits)"
    /// gives "llvmpipe".
    static func shortName(_ gl: String) -> String {
        let parts = gl.split(separator: " (", maxSplits: 1, omittingEmptySubsequences: false)
        guard let name = parts.first, !name.isEmpty else { return gl }
        return String(name)
    }

    /// Takes ownership of `made`, described as "opengl on llvmpipe".
    private static func adopt(_ made: Made) throws -> (renderer: SDLRenderer, description: String) {
        (try SDLRenderer(adopting: made.pointer), made.name + (made.gl.map { " on \(shortName($0))" } ?? ""))
    }

    /// SDL's software renderer drawing into the window surface, which is presented through the
    /// video driver's framebuffer (X11 shared memory), not through an OpenGL texture.
    private static func software(for window: SDLWindow) throws -> (renderer: SDLRenderer, description: String) {
        SDLBridge.presentSoftwareThroughFramebuffer()
        let index = SDLBridge.renderDriverIndex(named: "software")
        let flags = index == nil ? SDLBridge.softwareRendererFlags : 0
        guard let pointer = SDL_CreateRenderer(window.pointer, index ?? -1, flags) else {
            throw SDLError("create a software renderer for the window")
        }
        let renderer = try SDLRenderer(adopting: pointer)
        return (renderer, "\(SDLBridge.rendererName(pointer)) (\(SDLBridge.videoDriverName) framebuffer)")
    }
}
