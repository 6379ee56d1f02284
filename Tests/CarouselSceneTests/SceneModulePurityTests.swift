import Foundation
import Testing

/// CarouselScene stays a pure module: no SDL, no Foundation, no printing, exiting or disk access.
@Suite struct SceneModulePurityTests {
    @Test func sourcesNameNoSDLFoundationPrintExitOrFileManager() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CarouselScene")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 8)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for banned in ["import Foundation", "import CSDL2", "SDL_", "print(", "exit(", "FileManager"] {
                #expect(!text.contains(banned), "\(file) contains \(banned)")
            }
        }
    }
}
