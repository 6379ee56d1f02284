#if canImport(Glibc)
    import Glibc
#endif
import CarouselSpec

/// Reads the desktop's reduced-motion preference for `reduced-motion = "auto"`.
///
/// In order: the environment variable `CAROUSEL_REDUCED_MOTION` (1 / on / true: reduced;
/// 0 / off / false: full motion), then GNOME / GTK's `org.gnome.desktop.interface
/// enable-animations` read with `gsettings get` where the command exists (false: reduced),
/// else full motion. This is the only place that runs `gsettings`; the engine gets a Bool.
enum DesktopMotion {
    /// The environment variable that says what the desktop wants (it wins over gsettings).
    static let variable = "CAROUSEL_REDUCED_MOTION"

    /// The desktop's preference; `warn` hears about an environment value that is not understood.
    static func probe(warn: (String) -> Void) -> DesktopMotionPreference {
        if let raw = getenv(variable) {
            let text = String(cString: raw)
            if let reduced = parse(text) {
                return DesktopMotionPreference(reduced: reduced, source: "\(variable)=\(text)")
            }
            warn("\(variable)='\(text)' is not 1, 0, on, off, true or false; it is ignored")
        }
        if let animations = gsettingsAnimations() {
            return DesktopMotionPreference(reduced: !animations, source: "gsettings enable-animations \(animations)")
        }
        return .none
    }

    /// `CAROUSEL_REDUCED_MOTION`'s value as "reduced?", or nil when it is not understood.
    static func parse(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "1", "on", "true", "yes", "reduce": return true
        case "0", "off", "false", "no": return false
        default: return nil
        }
    }

    /// `gsettings get org.gnome.desktop.interface enable-animations`, or nil when the command
    /// or the key is missing (or prints something else than true / false).
    static func gsettingsAnimations() -> Bool? {
        guard commandExists("gsettings"),
            let pipe = popen("gsettings get org.gnome.desktop.interface enable-animations 2>/dev/null", "r")
        else { return nil }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while output.count < 256 {
            let count = fread(&buffer, 1, buffer.count, pipe)
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        guard pclose(pipe) == 0 else { return nil }
        switch String(decoding: output, as: UTF8.self).trimmingSpaces() {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    /// Whether an executable `name` is on `PATH`.
    static func commandExists(_ name: String) -> Bool {
        guard let raw = getenv("PATH") else { return false }
        let folders = String(cString: raw).split(separator: ":").map(String.init)
        return folders.contains { access(($0.isEmpty ? "." : $0) + "/" + name, X_OK) == 0 }
    }

    /// The decision for a spec setting and a command's `--reduced-motion` (probing the desktop
    /// only when the setting in force is "auto").
    static func decide(_ setting: ReducedMotionSetting, override: ReducedMotionSetting?) -> ReducedMotionDecision {
        let inForce = override ?? setting
        let desktop = inForce == .auto ? probe { Terminal.error("warning: " + $0) } : DesktopMotionPreference.none
        return ReducedMotionDecision(setting: setting, override: override, desktop: desktop)
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    fileprivate func trimmingSpaces() -> String {
        let bytes = Array(utf8)
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }),
            let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
