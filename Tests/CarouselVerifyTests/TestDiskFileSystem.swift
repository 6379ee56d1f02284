import CarouselSpec
import Foundation

/// The real disk through Foundation, for tests that compile the committed specs and assets.
struct TestDiskFileSystem: SpecFileSystem {
    func kind(of path: String) -> FileKind {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .missing }
        if isFolder.boolValue { return .folder }
        let type = (try? FileManager.default.attributesOfItem(atPath: path)[.type]) as? FileAttributeType
        return type == .typeRegular ? .file : .other
    }

    func read(_ path: String) throws(FileReadError) -> [UInt8] {
        switch kind(of: path) {
        case .missing: throw .missing
        case .folder: throw .folder
        case .other: throw .notRegularFile
        case .file: break
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw .failed(reason: "unreadable") }
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
