// swift-tools-version:6.3
import PackageDescription

// A program with its own SDL window that draws a carousel beside its own drawing (docs/embed.md).
// `make test` builds and runs it headless (SDL's dummy video driver, software renderer).
let package = Package(
    name: "EmbedExample",
    dependencies: [
        // The Carousel package, by path; another program writes
        // `.package(url: "https://github.com/<owner>/carousel", from: "...")`.
        .package(name: "Carousel", path: "../..")
    ],
    targets: [
        // The program's own SDL: headers and `link "SDL2"`, as any SDL program has.
        .systemLibrary(name: "CHostSDL2", providers: [.apt(["libsdl2-dev"])]),
        .executableTarget(
            name: "EmbedExample",
            dependencies: [
                "CHostSDL2",
                .product(name: "CarouselSDL", package: "Carousel"),
                .product(name: "CarouselDisk", package: "Carousel"),
                .product(name: "CarouselSpec", package: "Carousel"),
                .product(name: "CarouselEngine", package: "Carousel"),
            ]
        ),
    ]
)
