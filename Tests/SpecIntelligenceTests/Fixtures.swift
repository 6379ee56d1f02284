import CarouselTestSupport
import Foundation

@testable import SpecIntelligence

/// The specs in Configs/ and a directory listing held in memory.
enum Fixtures {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// Every Configs/*.carousel.toml as (file name, text), sorted by name.
    static let configs: [(name: String, text: String)] = {
        let folder = root + "/Configs"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".carousel.toml") }.sorted()
        return names.compactMap { name in
            (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)).map { (name, $0) }
        }
    }()
}

/// A fake file system: folder path -> entries.
struct FakeLister: PathLister {
    let folders: [String: [PathEntry]]

    func entries(in directory: String) -> [PathEntry] { folders[directory] ?? [] }

    /// `/specs` holds a spec's neighbours: images, fonts and folders.
    static let sample = FakeLister(folders: [
        "/specs": [
            PathEntry(name: "images", isDirectory: true), PathEntry(name: "fonts", isDirectory: true),
            PathEntry(name: "cover.PNG", isDirectory: false), PathEntry(name: "notes.txt", isDirectory: false),
            PathEntry(name: ".hidden.png", isDirectory: false), PathEntry(name: "Title.otf", isDirectory: false),
        ],
        "/specs/images": [
            PathEntry(name: "sunrise.png", isDirectory: false), PathEntry(name: "ocean.jpg", isDirectory: false),
            PathEntry(name: "raw", isDirectory: true), PathEntry(name: "readme.md", isDirectory: false),
        ],
        "/assets": [PathEntry(name: "logo.bmp", isDirectory: false)],
    ])
}

/// SplitMix64 (``SplitMix64``, shared by the test targets): a fixed seed, so a failing case can be replayed.
typealias SeededGenerator = SplitMix64
