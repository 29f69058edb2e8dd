// swift-tools-version:6.0
import PackageDescription

// Layers (DESIGN.md): Motion <- Playground <- {Replay, SDLHost, Export} <- playground.
// Only CSDL2 and SDLHost see C; Motion and Playground never read a clock. Every target names each
// sibling it imports.
let package = Package(
    name: "MotionPlayground",
    products: [
        .executable(name: "playground", targets: ["PlaygroundCLI"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .target(
            name: "Motion",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")]
        ),
        .target(
            name: "Playground",
            dependencies: ["Motion", .product(name: "RealModule", package: "swift-numerics")]
        ),
        // Code for other platforms' projects from a demo's or scene's motion: a typed document
        // and a printer per format. Nothing else in the program depends on it but the command line.
        .target(name: "Export", dependencies: ["Playground", "Motion"]),
        .target(name: "Replay", dependencies: ["Playground", "Motion"]),
        .target(name: "SDLHost", dependencies: ["Playground", "Motion", "CSDL2"]),
        .executableTarget(
            name: "PlaygroundCLI",
            dependencies: [
                "Playground", "Motion", "Replay", "SDLHost", "Export",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Test support, never in the shipped binary: the layout checker the layout tests and the
        // pixel tests read a draw list with (overlaps, cut text, what covers the demo).
        .target(
            name: "LayoutTestSupport", dependencies: ["Playground", "Motion"], path: "Tests/Support/LayoutTestSupport"),
        .testTarget(
            name: "MotionTests", dependencies: ["Motion", .product(name: "RealModule", package: "swift-numerics")]),
        .testTarget(
            name: "PlaygroundTests",
            dependencies: [
                "Playground", "Motion", "Export", "LayoutTestSupport",
                .product(name: "RealModule", package: "swift-numerics"),
            ]),
        .testTarget(name: "ReplayTests", dependencies: ["Replay", "Playground", "Motion"]),
        .testTarget(
            name: "SDLHostTests", dependencies: ["SDLHost", "Playground", "Motion", "CSDL2", "LayoutTestSupport"]),
        // Drives the built `playground` binary; depending on the executable makes `swift test` build it first.
        .testTarget(
            name: "EndToEndTests", dependencies: ["PlaygroundCLI", "SDLHost", "Playground", "Motion", "Replay"]),
    ],
    swiftLanguageModes: [.v6]
)
