// swift-tools-version:6.0
import PackageDescription

// Layers (DESIGN.md): Motion <- Playground <- {Replay, SDLHost, Export} <- playground.
// Only CSDL2 and SDLHost see C; Motion and Playground never read a clock.
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
        .target(name: "Replay", dependencies: ["Playground"]),
        .target(name: "SDLHost", dependencies: ["Playground", "CSDL2"]),
        .executableTarget(
            name: "PlaygroundCLI",
            dependencies: [
                "Playground", "Replay", "SDLHost", "Export",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "Motion", "Export"]),
        .testTarget(name: "ReplayTests", dependencies: ["Replay", "Playground"]),
        .testTarget(name: "SDLHostTests", dependencies: ["SDLHost", "Playground"]),
        // Drives the built `playground` binary; depending on the executable makes `swift test` build it first.
        .testTarget(name: "EndToEndTests", dependencies: ["PlaygroundCLI", "SDLHost"]),
    ],
    swiftLanguageModes: [.v6]
)
