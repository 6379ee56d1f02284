// swift-tools-version:6.3
import PackageDescription

// Dependencies point one way (see docs/architecture.md):
// TOML <- TOMLFormat (the formatter of `carousel fmt`, pure) <- CarouselCLI, CarouselBench
// JSON <- SourceDiagnostics <- TOML <- CarouselSpec -> CarouselEngine (pure, no SDL) <- CarouselScript
// TOML + CarouselSpec <- SpecIntelligence (hover, completion, outline for the language server)
// CarouselEngine + CarouselSpec <- CarouselScene (draw list, pure) <- CarouselSDL (backend)
// CarouselScene <- CarouselVerify (the render pass of `check --render`, pure) <- CarouselCLI
// CSDL2 (system library) <- CarouselSDL <- CarouselCLI (`carousel`; CarouselSDL only with the Window trait)
// CHostSystem (C: the terminal's width) <- HostSystem (POSIX: the atomic write, write-all, process facts, paths, the
//   lock, the terminal) <- SourceDiagnostics, FontDiscovery, CarouselSDL, CarouselCLI
// FontFiles (sfnt reader, run splitting, pure) <- FontDiscovery (font folders) <- CarouselSDL, CarouselCLI
// CFontconfig (system library) <- CarouselSDL (fallback fonts in the window)
// CLazyLibraries (C: SDL, fontconfig, giflib, libwebp loaded with dlopen on first use) <- LazyLibraries <- CarouselSDL,
//   AnimatedImage
// CAccessibility (C: ATK objects on the accessibility bus, ATK and atk-bridge loaded with dlopen) <- CarouselSDL
// CarouselSpec <- CarouselDisk (the real disk: FileReader, DiskFileSystem, SpecLoader.disk()) <- CarouselCLI
// CarouselSpec <- LintConfig (.carousel-lint.toml, globs, `# carousel: allow`; pure) <- CarouselCLI
// CGIF, CWebP (system libraries) <- AnimatedImage (GIF/WebP encoders) <- CarouselCLI (Window trait only)
// JSON + SourceDiagnostics + TOML + CarouselSpec + SpecIntelligence + TOMLFormat <- CarouselLSP (the language
//   server, pure) <- CarouselCLI, CarouselBench

/// The package trait (SE-0450) that brings in the window and the renderer: CarouselSDL, and SDL2
/// through it. On by default; `swift build --disable-default-traits` builds a `carousel` without
/// `demo` and `render` that needs neither SDL nor its headers (the CI path for `carousel check`).
let windowTrait = "Window"

let package = Package(
    name: "Carousel",
    products: [
        .executable(name: "carousel", targets: ["CarouselCLI"]),
        .executable(name: "carousel-bench", targets: ["CarouselBench"]),
        .library(name: "CarouselEngine", targets: ["CarouselEngine"]),
        .library(name: "CarouselSpec", targets: ["CarouselSpec"]),
        .library(name: "TOML", targets: ["TOML"]),
        .library(name: "JSON", targets: ["JSON"]),
        .library(name: "CarouselScript", targets: ["CarouselScript"]),
        .library(name: "CarouselScene", targets: ["CarouselScene"]),
        .library(name: "CarouselVerify", targets: ["CarouselVerify"]),
        // Spec files on disk (`SpecLoader.disk()`), and the diagnostics their loading returns.
        .library(name: "CarouselDisk", targets: ["CarouselDisk"]),
        .library(name: "SourceDiagnostics", targets: ["SourceDiagnostics"]),
        // A carousel drawn into a program's own SDL renderer (docs/embed.md). A product is not
        // gated by the Window trait: traits gate dependencies, and a package that depends on this
        // product builds CarouselSDL whatever traits it enables.
        .library(name: "CarouselSDL", targets: ["CarouselSDL"]),
    ],
    traits: [
        .trait(name: windowTrait, description: "The SDL2 window and renderer: `carousel demo` and `carousel render`."),
        .default(enabledTraits: [windowTrait]),
    ],
    targets: [
        .target(name: "JSON"),
        // ioctl(TIOCGWINSZ) for the terminal's width (Swift cannot call the variadic ioctl); HostSystem wraps it.
        .target(name: "CHostSystem"),
        .target(name: "HostSystem", dependencies: ["CHostSystem"]),
        .target(name: "SourceDiagnostics", dependencies: ["JSON", "HostSystem"]),
        .target(name: "TOML", dependencies: ["SourceDiagnostics", "JSON"]),
        .target(name: "TOMLFormat", dependencies: ["TOML", "SourceDiagnostics"]),
        .target(name: "CarouselEngine"),
        .target(name: "CarouselScript", dependencies: ["CarouselEngine", "JSON"]),
        .target(name: "CarouselSpec", dependencies: ["SourceDiagnostics", "TOML", "CarouselEngine", "JSON"]),
        .target(name: "CarouselScene", dependencies: ["CarouselEngine", "CarouselSpec"]),
        .target(name: "SpecIntelligence", dependencies: ["TOML", "CarouselSpec", "SourceDiagnostics"]),
        .target(
            name: "CarouselLSP",
            dependencies: ["JSON", "SourceDiagnostics", "CarouselSpec", "SpecIntelligence", "TOMLFormat"]
        ),
        .target(name: "FontFiles"),
        // Defines each SDL/fontconfig/giflib/libwebp function the package calls and forwards it to the
        // library, loaded with dlopen on first use (lazy_functions.h is the table); LazyLibraries wraps it.
        .target(name: "CLazyLibraries"),
        // glibc's mallopt for `check`'s huge-page heap (Sources/CarouselCLI/Support/Check/HugePageHeap.swift).
        .target(name: "CHeapTuning"),
        // The git commit of `carousel --version`, from .build/carousel-commit.h written by the Makefile.
        .target(name: "CBuildInfo"),
        .target(name: "LazyLibraries", dependencies: ["CLazyLibraries"]),
        // The demo window on the desktop's accessibility bus (AT-SPI): ATK objects served by atk-bridge on a
        // thread of their own; GLib, GObject, ATK and atk-bridge loaded with dlopen, only when a bus can be there.
        .target(name: "CAccessibility"),
        .target(name: "FontDiscovery", dependencies: ["FontFiles", "HostSystem"]),
        // The system-library modules give Swift the headers only: their libraries are not linked but
        // loaded with dlopen on first use through CLazyLibraries (docs/architecture.md).
        .systemLibrary(name: "CFontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .target(
            name: "CarouselVerify",
            dependencies: ["CarouselEngine", "CarouselSpec", "CarouselScene", "SourceDiagnostics"]
        ),
        .target(name: "CarouselDisk", dependencies: ["CarouselSpec"]),
        .target(name: "LintConfig", dependencies: ["SourceDiagnostics", "TOML", "CarouselSpec"]),
        .systemLibrary(
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .target(
            name: "CarouselSDL",
            dependencies: [
                "CSDL2", "CarouselEngine", "CarouselSpec", "CarouselScene", "CarouselScript",
                "CFontconfig", "FontFiles", "FontDiscovery", "HostSystem", "LazyLibraries", "CAccessibility",
            ]
        ),
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CWebP", providers: [.apt(["libwebp-dev"])]),
        .target(name: "AnimatedImage", dependencies: ["CGIF", "CWebP", "LazyLibraries"]),
        .executableTarget(
            name: "CarouselCLI",
            dependencies: [
                "SourceDiagnostics", "TOML", "JSON", "CarouselSpec", "CarouselEngine", "CarouselScript",
                "CarouselScene", "FontDiscovery", "CarouselVerify", "TOMLFormat", "LintConfig", "CarouselLSP",
                "SpecIntelligence", "HostSystem", "CHeapTuning", "CBuildInfo", "CarouselDisk",
                .byName(name: "CarouselSDL", condition: .when(traits: [windowTrait])),
                .byName(name: "AnimatedImage", condition: .when(traits: [windowTrait])),
            ]
        ),
        .executableTarget(
            name: "CarouselBench",
            dependencies: [
                "SourceDiagnostics", "TOML", "CarouselSpec", "CarouselEngine", "CarouselScript", "TOMLFormat",
                "FontDiscovery", "CarouselLSP", "JSON", "CarouselDisk",
                .byName(name: "CarouselSDL", condition: .when(traits: [windowTrait])),
            ]
        ),
        // Test-only helpers shared by several test targets (Tests/CarouselTestSupport); no module of Sources/ uses it.
        .target(name: "CarouselTestSupport", dependencies: [], path: "Tests/CarouselTestSupport"),
        .testTarget(
            name: "SourceDiagnosticsTests", dependencies: ["SourceDiagnostics", "JSON"], exclude: ["Snapshots"]),
        .testTarget(name: "TOMLTests", dependencies: ["TOML", "SourceDiagnostics", "CarouselTestSupport"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(
            name: "TOMLFormatTests", dependencies: ["TOMLFormat", "TOML", "SourceDiagnostics", "CarouselTestSupport"]),
        .testTarget(
            name: "CarouselEngineTests", dependencies: ["CarouselEngine", "CarouselScript", "CarouselTestSupport"]),
        .testTarget(name: "CarouselScriptTests", dependencies: ["CarouselScript", "CarouselEngine", "JSON"]),
        .testTarget(
            name: "CarouselSpecTests",
            dependencies: [
                "CarouselSpec", "TOML", "SourceDiagnostics", "CarouselEngine", "JSON", "CarouselTestSupport",
                "CarouselDisk",
            ],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "CarouselSDLTests",
            dependencies: [
                "CarouselSDL", "CSDL2", "CarouselEngine", "CarouselSpec", "CarouselScript", "CarouselScene",
                "FontDiscovery", "CarouselTestSupport", "CarouselDisk",
            ]
        ),
        .testTarget(name: "CarouselDiskTests", dependencies: ["CarouselDisk", "CarouselSpec", "SourceDiagnostics"]),
        .testTarget(name: "CarouselSceneTests", dependencies: ["CarouselScene", "CarouselEngine", "CarouselSpec"]),
        .testTarget(
            name: "CarouselVerifyTests",
            dependencies: [
                "CarouselVerify", "CarouselScene", "CarouselEngine", "CarouselSpec", "SourceDiagnostics",
                "CarouselTestSupport", "CarouselDisk",
            ]
        ),
        .testTarget(name: "CarouselCLITests", dependencies: ["CarouselCLI", "CarouselTestSupport"]),
        .testTarget(
            name: "LintConfigTests",
            dependencies: ["LintConfig", "CarouselSpec", "SourceDiagnostics", "TOML", "CarouselTestSupport"]),
        .testTarget(name: "AnimatedImageTests", dependencies: ["AnimatedImage", "CarouselTestSupport"]),
        .testTarget(name: "LazyLibrariesTests", dependencies: ["LazyLibraries"]),
        .testTarget(
            name: "CarouselLSPTests",
            dependencies: [
                "CarouselLSP", "JSON", "SourceDiagnostics", "CarouselSpec", "SpecIntelligence", "CarouselTestSupport",
            ]
        ),
        .testTarget(name: "FontFilesTests", dependencies: ["FontFiles", "FontDiscovery"]),
        .testTarget(name: "HostSystemTests", dependencies: ["HostSystem"]),
        .testTarget(
            name: "SpecIntelligenceTests",
            dependencies: ["SpecIntelligence", "CarouselSpec", "TOML", "SourceDiagnostics", "CarouselTestSupport"]
        ),
        // Reads Sources/, Package.swift and docs/architecture.md; depends on no module on purpose.
        .testTarget(name: "ArchitectureTests"),
    ]
)
