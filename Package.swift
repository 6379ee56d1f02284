// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way (see docs/architecture.md):
// SourceDiagnostics <- TOML <- CarouselSpec -> CarouselEngine (pure, no SDL)
// CarouselEngine + CarouselSpec -> CarouselScene (draw list, pure) -> CarouselSDL (backend)
// CSDL2 (system library) <- CarouselSDL (engine + spec + scene) <- CarouselCLI (`carousel`)
let package = Package(
    name: "Carousel",
    products: [
        .executable(name: "carousel", targets: ["CarouselCLI"]),
        .executable(name: "carousel-bench", targets: ["CarouselBench"]),
        .library(name: "CarouselEngine", targets: ["CarouselEngine"]),
        .library(name: "CarouselSpec", targets: ["CarouselSpec"]),
        .library(name: "TOML", targets: ["TOML"]),
    ],
    targets: [
        .target(name: "SourceDiagnostics"),
        .target(name: "TOML", dependencies: ["SourceDiagnostics"]),
        .target(name: "CarouselEngine"),
        .target(name: "CarouselSpec", dependencies: ["SourceDiagnostics", "TOML", "CarouselEngine"]),
        .target(name: "CarouselScene", dependencies: ["CarouselEngine", "CarouselSpec"]),
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .target(
            name: "CarouselSDL",
            dependencies: ["CSDL2", "CarouselEngine", "CarouselSpec", "CarouselScene", "SourceDiagnostics"]),
        .executableTarget(
            name: "CarouselCLI",
            dependencies: [
                "SourceDiagnostics", "TOML", "CarouselSpec", "CarouselEngine", "CarouselScene", "CarouselSDL",
            ]
        ),
        .executableTarget(
            name: "CarouselBench",
            dependencies: ["SourceDiagnostics", "TOML", "CarouselSpec", "CarouselEngine", "CarouselSDL"]
        ),
        .testTarget(name: "SourceDiagnosticsTests", dependencies: ["SourceDiagnostics"], exclude: ["Snapshots"]),
        .testTarget(name: "TOMLTests", dependencies: ["TOML", "SourceDiagnostics"]),
        .testTarget(name: "CarouselEngineTests", dependencies: ["CarouselEngine"]),
        .testTarget(
            name: "CarouselSpecTests", dependencies: ["CarouselSpec", "TOML", "SourceDiagnostics", "CarouselEngine"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "CarouselSDLTests",
            dependencies: ["CarouselSDL", "CSDL2", "CarouselEngine", "CarouselSpec", "CarouselScene"]
        ),
        .testTarget(name: "CarouselSceneTests", dependencies: ["CarouselScene", "CarouselEngine", "CarouselSpec"]),
        .testTarget(name: "CarouselCLITests", dependencies: ["CarouselCLI"]),
    ]
)
