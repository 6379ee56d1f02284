import CarouselDisk
import CarouselSpec

/// The disk reader and the spec loader's disk, from CarouselDisk, under the names the commands use.
typealias FileReader = CarouselDisk.FileReader
typealias DiskFileSystem = CarouselDisk.DiskFileSystem

extension FileReader {
    /// The bytes of the regular file at `path`; a failure is a one-line message for the user.
    static func read(_ path: String) throws(CommandError) -> [UInt8] {
        do throws(FileReadError) {
            return try bytes(path)
        } catch {
            throw .io(error.message(path: path))
        }
    }
}
