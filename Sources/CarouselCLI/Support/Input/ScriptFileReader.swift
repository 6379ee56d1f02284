import CarouselScript
import CarouselSpec
import JSON

/// Reads the input script of `simulate --input`, `render --input` and `demo --replay`, so every
/// command checks it the same way and words a problem the same way: `path:line:column: message`.
enum ScriptFileReader {
    /// Scripts larger than this are refused before reading: 16 MiB holds about 200,000 events,
    /// far more than an hour of recorded interaction, and keeps the JSON reader's memory bounded.
    static let maxBytes = 16 * 1024 * 1024

    /// The script at `path`, or read from standard input up to its end when `path` is `-` (at most
    /// ``maxBytes`` either way); an unreadable file or a bad script is an I/O error (exit code 2).
    static func read(_ path: String) throws(CommandError) -> InputScript {
        let bytes: [UInt8]
        let shown = path == "-" ? "<stdin>" : path
        do throws(FileReadError) {
            bytes =
                path == "-"
                ? try FileReader.readAll(0, expected: 0, limit: maxBytes) : try FileReader.bytes(path, limit: maxBytes)
        } catch {
            throw .io(error.message(path: shown, noun: "input script", example: "a .json script"))
        }
        do throws(JSONError) {
            return try InputScript.read(bytes)
        } catch {
            throw .io(error.description(path: shown))
        }
    }
}
