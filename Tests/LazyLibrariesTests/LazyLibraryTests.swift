import Glibc
import LazyLibraries
import Testing

/// The loader of the libraries `carousel` opens on first use (Sources/CLazyLibraries).
@Suite struct LazyLibraryTests {
    /// The text of Sources/CLazyLibraries/lazy_functions.h, the table of forwarded functions.
    static let table: String = {
        var path = "\(#filePath)"
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        path += "/Sources/CLazyLibraries/lazy_functions.h"
        guard let file = fopen(path, "r") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }()

    /// The table's entries for the C enum name of `library` (`SDL2_TTF`), counted from its text.
    static func entries(_ name: String) -> Int {
        let pattern = try! Regex("LAZY(_VOID)?\\(\(name),")
        return table.matches(of: pattern).count
    }

    static let tableNames: [(LazyLibrary, String)] = [
        (.sdl2, "SDL2"), (.sdl2TTF, "SDL2_TTF"), (.sdl2Image, "SDL2_IMAGE"), (.fontconfig, "FONTCONFIG"),
        (.gif, "GIF"), (.webp, "WEBP"), (.webpmux, "WEBPMUX"),
    ]

    @Test func everyLibraryForwardsTheFunctionsItsTableLinesName() {
        #expect(!Self.table.isEmpty, "could not read lazy_functions.h")
        for (library, name) in Self.tableNames {
            #expect(library.functionCount == Self.entries(name), "\(name)")
            #expect(library.functionCount > 0, "\(name) has no functions in the table")
        }
        #expect(Self.tableNames.count == LazyLibrary.allCases.count)
    }

    @Test(arguments: LazyLibrary.allCases)
    func eachLibraryLoadsAndResolvesEveryFunctionOfItsTable(library: LazyLibrary) throws {
        try library.load()
        #expect(library.isLoaded)
        try library.load()  // a second load is a no-op
        #expect(library.isLoaded)
    }

    @Test func sdlLibrariesAreNamedByTheirSonameAndDebianPackage() {
        let expected: [(LazyLibrary, String, String)] = [
            (.sdl2, "libSDL2-2.0.so.0", "libsdl2-2.0-0"), (.sdl2TTF, "libSDL2_ttf-2.0.so.0", "libsdl2-ttf-2.0-0"),
            (.sdl2Image, "libSDL2_image-2.0.so.0", "libsdl2-image-2.0-0"),
            (.fontconfig, "libfontconfig.so.1", "libfontconfig1"), (.gif, "libgif.so.7", "libgif7"),
            (.webp, "libwebp.so.7", "libwebp7"), (.webpmux, "libwebpmux.so.3", "libwebpmux3"),
        ]
        for (library, file, package) in expected {
            #expect(library.fileName == file)
            #expect(library.debianPackage == package)
        }
    }

    @Test func aMissingLibraryIsAMessageNamingTheFileAndThePackageNotACrash() {
        let file = "libcarousel-missing-for-a-test.so.9"
        do {
            try LazyLibrary.probe(fileName: file, debianPackage: "libcarousel-missing9")
            Issue.record("\(file) was loaded")
        } catch {
            let text = error.description
            #expect(text.hasPrefix("cannot load \(file) ("))
            #expect(text.contains("cannot open shared object file"))
            #expect(
                text.hasSuffix(
                    "it comes with the Debian package libcarousel-missing9: "
                        + "sudo apt-get install libcarousel-missing9"))
            #expect(!text.contains("\n"))
        }
    }

    @Test func probingAnInstalledLibraryLoadsAndClosesIt() throws {
        try LazyLibrary.probe(fileName: "libm.so.6", debianPackage: "libc6")
    }
}
