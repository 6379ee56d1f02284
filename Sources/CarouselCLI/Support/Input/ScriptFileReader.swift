import CarouselScript
import JSON

/// Reads the input script of `simulate --input`, `render --input` and `demo --replay`, so every
/// command checks it the same way and words a problem the same way: `path:line:column: message`.
enum ScriptFileReader {
    /// The script at `path`; an unreadable file or a bad script is an I/O error (exit code 2).
    static func read(_ path: String) throws(CommandError) -> InputScript {
        if FileReader.kind(of: path) == .directory {
            throw .io("'\(path)' is a directory, not an input script; give the path of a .json script")
        }
        let bytes = try FileReader.read(path)
        do throws(JSONError) {
            return try InputScript.read(bytes)
        } catch {
            throw .io(error.description(path: path))
        }
    }
}
