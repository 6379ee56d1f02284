import CarouselScene

#if Window
    import CarouselSDL
#endif

/// The font metrics `carousel check --render` measures text with: the window's TrueType fonts
/// through SDL_ttf (no display needed). A build without the `Window` trait has no fonts, and
/// says so.
enum RenderPassFonts {
    /// Why the render pass cannot run in this build, or nil when it can.
    static var unavailableReason: String? {
        #if Window
            return nil
        #else
            return "this carousel was built without the Window trait, so it has no TrueType fonts to measure "
                + "text with; build one with it: swift build -c release --product carousel (the trait is on by default)"
        #endif
    }

    /// Metrics of the fonts a spec draws with (`fontPath`: its `window.font`, nil for the bundled font).
    static func metrics(fontPath: String?) throws -> any FontMetrics {
        #if Window
            return try HeadlessFontMetrics.forSpec(fontPath: fontPath)
        #else
            throw RenderPassUnavailable()
        #endif
    }
}

/// The render pass was asked for in a build that cannot run it.
struct RenderPassUnavailable: Error {}
