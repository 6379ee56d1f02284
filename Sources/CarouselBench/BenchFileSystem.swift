import CarouselSpec
import Foundation

/// The real disk through Foundation, for the benchmarks (the CLI has its own, stricter reader).
struct BenchFileSystem: SpecFileSystem {
    /// A spec loader on the disk, relative paths from the working folder.
    static let loader = SpecLoader(
        fileSystem: BenchFileSystem(), workingDirectory: FileManager.default.currentDirectoryPath)

    func kind(of path: String) -> FileKind {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .missing }
        return isFolder.boolValue ? .folder : .file
    }

    func read(_ path: String) throws(FileReadError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw kind(of: path) == .folder ? .folder : .missing
        }
        return [UInt8](data)
    }

    func readPrefix(_ path: String, count: Int) throws(FileReadError) -> [UInt8] {
        Array(try read(path).prefix(count))
    }

    func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    func contents(ofFolder path: String) throws(FileReadError) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw kind(of: path) == .missing ? .missing : .failed(reason: "cannot list the folder")
        }
        return names
    }
}
