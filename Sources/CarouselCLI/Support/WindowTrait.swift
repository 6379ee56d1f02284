/// What `demo` and `render` say in a build without the `Window` package trait (no SDL).
enum WindowTrait {
    /// `summary` for `carousel help`; in a build without the trait it says the command is not there.
    static func summary(_ summary: String) -> String {
        #if Window
            return summary
        #else
            return summary + " (not in this build: needs the Window trait)"
        #endif
    }

    /// Prints one line naming the trait and how to build with it; returns 2.
    static func unavailable(_ command: String) -> Int32 {
        Terminal.error(
            "carousel \(command): this carousel was built without the Window trait (no SDL); "
                + "build one with it: swift build -c release --product carousel (the trait is on by default)")
        return 2
    }
}
