import CLazyLibraries

/// A C library that `carousel` loads with dlopen when a command first needs it, not at process
/// start: `check`, `compile`, `fmt`, `lsp`, `schema` and `simulate` never load one. Every call
/// into CLazyLibraries is in this file.
public enum LazyLibrary: CaseIterable, Sendable {
    /// SDL2 (`libSDL2-2.0.so.0`): the window and the renderer.
    case sdl2
    /// SDL2_ttf (`libSDL2_ttf-2.0.so.0`): text.
    case sdl2TTF
    /// SDL2_image (`libSDL2_image-2.0.so.0`): pictures and PNG output.
    case sdl2Image
    /// fontconfig (`libfontconfig.so.1`): the window's fallback fonts.
    case fontconfig
    /// giflib (`libgif.so.7`): `render --animate x.gif`.
    case gif
    /// libwebp (`libwebp.so.7`): the frames of `render --animate x.webp`.
    case webp
    /// libwebpmux (`libwebpmux.so.3`): the animation of `render --animate x.webp`.
    case webpmux

    /// The three libraries every drawing needs: SDL2, SDL2_ttf and SDL2_image.
    public static let window: [LazyLibrary] = [.sdl2, .sdl2TTF, .sdl2Image]

    private var raw: carousel_lazy_library {
        switch self {
        case .sdl2: CAROUSEL_LAZY_SDL2
        case .sdl2TTF: CAROUSEL_LAZY_SDL2_TTF
        case .sdl2Image: CAROUSEL_LAZY_SDL2_IMAGE
        case .fontconfig: CAROUSEL_LAZY_FONTCONFIG
        case .gif: CAROUSEL_LAZY_GIF
        case .webp: CAROUSEL_LAZY_WEBP
        case .webpmux: CAROUSEL_LAZY_WEBPMUX
        }
    }

    /// The file loaded (its soname), such as `libSDL2-2.0.so.0`.
    public var fileName: String { String(cString: carousel_lazy_soname(raw)) }

    /// The Debian package that installs the library, such as `libsdl2-2.0-0`.
    public var debianPackage: String { String(cString: carousel_lazy_package(raw)) }

    /// Whether the library is loaded in this process.
    public var isLoaded: Bool { carousel_lazy_is_loaded(raw) != 0 }

    /// Whether the library is loaded and was already in the process before the package asked for
    /// it: a program that embeds the package linked it itself (`-lSDL2`) or opened it with dlopen.
    /// The package's calls then go to that one copy (one SDL, one state), not to a second one.
    public var wasLoadedBefore: Bool { carousel_lazy_was_loaded_before(raw) != 0 }

    /// How many of the library's functions the package calls (the lines of its table).
    public var functionCount: Int { Int(carousel_lazy_function_count(raw)) }

    /// Loads the library (once per process; later calls return at once) and every function the
    /// package calls in it; throws a message naming the file and its Debian package when it cannot.
    public func load() throws(LazyLibraryError) {
        try LazyLibraryError.check { carousel_lazy_load(raw, $0, $1) }
    }

    /// Loads `libraries` in order; throws for the first that cannot be loaded.
    public static func load(_ libraries: [LazyLibrary]) throws(LazyLibraryError) {
        for library in libraries { try library.load() }
    }

    /// Makes a stale X11 wake-up harmless (`carousel_lazy_ignore_stale_x11_wakeups`): SDL 2.26's
    /// `SDL_WaitEventTimeout` wakes itself with an `XSendEvent` to the window, and when the window
    /// is destroyed right after (quitting) Xlib's default error handler would end the process on
    /// the BadWindow. Call after SDL's video starts on x11; returns whether the handler is in place.
    @discardableResult
    public static func ignoreStaleX11Wakeups() -> Bool { carousel_lazy_ignore_stale_x11_wakeups() != 0 }

    /// The same handler installed before SDL's video starts (loading libX11 for it), so that SDL,
    /// which puts back the handler it found when it closes the display, puts this one back and
    /// the stale wake-up's error, read as SDL closes its wake-up connection, is still ignored.
    /// Call only when `DISPLAY` is set; returns whether the handler is in place.
    @discardableResult
    public static func ignoreStaleX11WakeupsBeforeSDL() -> Bool {
        carousel_lazy_ignore_stale_x11_wakeups_before_sdl() != 0
    }

    /// Loads and closes `fileName` the way ``load()`` loads a library, reporting a failure with
    /// the same message (naming `debianPackage`): for tests of that message.
    public static func probe(fileName: String, debianPackage: String) throws(LazyLibraryError) {
        try LazyLibraryError.check { carousel_lazy_probe(fileName, debianPackage, $0, $1) }
    }
}

/// A library that could not be loaded: one line naming the file, the reason and the Debian package.
public struct LazyLibraryError: Error, CustomStringConvertible, Sendable {
    /// `cannot load libSDL2_ttf-2.0.so.0 (…: cannot open shared object file: No such file or
    /// directory); it comes with the Debian package libsdl2-ttf-2.0-0: sudo apt-get install …`.
    public let description: String

    /// Runs a loader call that returns 0 on success or 1 with a message in its buffer.
    static func check(_ call: (UnsafeMutablePointer<CChar>, Int) -> Int32) throws(LazyLibraryError) {
        var buffer = [CChar](repeating: 0, count: 1024)
        let status = buffer.withUnsafeMutableBufferPointer { bytes in
            bytes.baseAddress.map { call($0, bytes.count) } ?? 1
        }
        guard status != 0 else { return }
        let text = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        throw LazyLibraryError(description: String(decoding: text, as: UTF8.self))
    }
}
