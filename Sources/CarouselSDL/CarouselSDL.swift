import CSDL2

/// The SDL2 front end (implementation in progress).
public enum CarouselSDL {
    /// The linked SDL version as "major.minor.patch".
    public static func linkedVersion() -> String {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return "\(version.major).\(version.minor).\(version.patch)"
    }
}
