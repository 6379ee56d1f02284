import FontFiles
import Foundation

/// Ranged reads of a font file on disk: only the bytes a reader asks for are read.
final class FileByteSource: FontByteSource {
    private let handle: FileHandle

    /// Opens `path`; nil when it cannot be read.
    init?(path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        self.handle = handle
    }

    deinit { try? handle.close() }

    func bytes(at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0 else { return nil }
        if count == 0 { return [] }
        do {
            try handle.seek(toOffset: UInt64(offset))
            guard let data = try handle.read(upToCount: count), data.count == count else { return nil }
            return [UInt8](data)
        } catch {
            return nil
        }
    }
}
