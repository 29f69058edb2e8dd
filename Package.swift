// swift-tools-version:6.0
import PackageDescription

// Layers (DESIGN.md, README "How it is built"): Motion <- PlaygroundCore <- Scenes <- Demos <- Lab
// <- {Replay, PlaygroundCLI}; Export stands on the demos and never on the app shell or SDL; only
// CSDL2 and SDLHost see C; nothing below Replay and SDLHost reads a clock. Every target names
// each sibling it imports.
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
        // What the app stands on: the draw list, input, the frame clock, the demo protocol,
        // parameters and state.
        .target(
            name: "PlaygroundCore",
            dependencies: ["Motion", .product(name: "RealModule", package: "swift-numerics")]
        ),
        // Scene files (their JSON, their geometry, their editor) and the snapping strip that the
        // salon shares with them.
        .target(
            name: "Scenes",
            dependencies: ["PlaygroundCore", "Motion", .product(name: "RealModule", package: "swift-numerics")]
        ),
        // The five demos, the built-in catalog and the release probe that `release`, `compare` and
        // exports lay a demo out with.
        .target(
            name: "Demos",
            dependencies: [
                "Scenes", "PlaygroundCore", "Motion", .product(name: "RealModule", package: "swift-numerics"),
            ]
        ),
        // The lab: the app shell (column, HUD, help, inspector, device), the tuning panel, the
        // ghost lanes, charts and the physics change log.
        .target(
            name: "Lab",
            dependencies: [
                "Demos", "Scenes", "PlaygroundCore", "Motion", .product(name: "RealModule", package: "swift-numerics"),
            ]
        ),
        // Code for other platforms' projects from a demo's or scene's motion: a typed document
        // and a printer per format. It stands on the demos' descriptions, never on the app shell,
        // SDL or the command line.
        .target(name: "Export", dependencies: ["Demos", "Scenes", "PlaygroundCore", "Motion"]),
        .target(
            name: "Replay", dependencies: ["Lab", "Demos", "Scenes", "PlaygroundCore", "Motion"],
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        // The host's pixel loops (blending, corners, text masks) are optimised in debug builds too:
        // unoptimised they take three quarters of a software-rendered frame, and the pixel tests
        // render thousands of frames.
        .target(
            name: "SDLHost", dependencies: ["Scenes", "PlaygroundCore", "Motion", "CSDL2"],
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        .executableTarget(
            name: "PlaygroundCLI",
            dependencies: [
                "Lab", "Demos", "Scenes", "PlaygroundCore", "Motion", "Replay", "SDLHost", "Export",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Exports/Runtime/SnapLayout.swift, the runtime `export --exact` appends to Swift exports, as a
        // module of its own so that `swift build` compiles it. Nothing shipped links it: the binary
        // carries its text (EmbeddedRuntimes, scripts/embed-assets.py).
        .target(
            name: "SnapLayoutRuntime", path: "Exports/Runtime",
            exclude: [
                "SnapLayout.kt", "TunedSnapHelper.kt", "snap_layout.dart", "snap_lookups.dart", "vectors.tsv", "Tests",
            ],
            sources: ["SnapLayout.swift"]),
        // Test support, never in the shipped binary: the layout checker the layout tests and the
        // pixel tests read a draw list with (overlaps, cut text, what covers the demo).
        .target(
            name: "LayoutTestSupport", dependencies: ["PlaygroundCore", "Motion"],
            path: "Tests/Support/LayoutTestSupport"),
        // Test support too (the release build compiles it, so it uses only what the core
        // publishes): the harness that steps any demo frame by frame (DemoHarness, FrameRunning),
        // scripted inputs, the release and settle paths checked frame by frame, and the named
        // tolerances, for the core's, the scenes', the demos' and the lab's tests.
        .target(
            name: "HarnessTestSupport", dependencies: ["PlaygroundCore", "Motion"],
            path: "Tests/Support/HarnessTestSupport"),
        // Test support too: each of the five demos in the harness, with the gestures its tests
        // share (EasingRig, PagerHarness, PullDriver, RollerRig, SalonRig), for the demos' and the
        // lab's tests.
        .target(
            name: "DemoTestSupport", dependencies: ["HarnessTestSupport", "Demos", "PlaygroundCore", "Motion"],
            path: "Tests/Support/DemoTestSupport"),
        // Test support too: the scenes the tests write as a user would, the shipped ones read from
        // Assets/scenes, and their parameter values, for the playground's tests and the exports'.
        .target(
            name: "SceneTestSupport", dependencies: ["Demos", "Scenes", "PlaygroundCore", "Motion"],
            path: "Tests/Support/SceneTestSupport"),
        .testTarget(
            name: "MotionTests", dependencies: ["Motion", .product(name: "RealModule", package: "swift-numerics")]),
        // A test target per source target; each file is in the highest target it drives. The core:
        // the draw list, input, text, device frames, the layout checker's rules, the settle bound.
        .testTarget(
            name: "PlaygroundCoreTests",
            dependencies: ["PlaygroundCore", "Motion", "HarnessTestSupport", "LayoutTestSupport"]),
        // Scene files: reading, geometry, the editor, and scene demos driven in the harness.
        .testTarget(
            name: "ScenesTests",
            dependencies: ["Scenes", "PlaygroundCore", "Motion", "HarnessTestSupport", "SceneTestSupport"]),
        // The five demos driven by scripted inputs, the built-in parameters, the release probe.
        .testTarget(
            name: "DemosTests",
            dependencies: [
                "Demos", "Scenes", "PlaygroundCore", "Motion", "HarnessTestSupport", "DemoTestSupport",
                "LayoutTestSupport", "SceneTestSupport",
            ]),
        // The whole app (AppHarness): the column, HUD, help, inspector, device, the tuning panel,
        // lanes, ghosts and charts, the layout of the whole window, demos and scenes in the app.
        .testTarget(
            name: "LabTests",
            dependencies: [
                "Lab", "Demos", "Scenes", "PlaygroundCore", "Motion", "Export", "HarnessTestSupport", "DemoTestSupport",
                "LayoutTestSupport", "SceneTestSupport", .product(name: "RealModule", package: "swift-numerics"),
            ]),
        // The exports: every printer, the goldens, hostile text, the compiled exports and the
        // `--exact` runtimes' checks.
        .testTarget(
            name: "ExportTests",
            dependencies: [
                "Export", "Demos", "Scenes", "PlaygroundCore", "Motion", "SceneTestSupport",
                .product(name: "RealModule", package: "swift-numerics"),
            ]),
        // The runtime over every row of Exports/Runtime/vectors.tsv, with the checks of its
        // standalone program (Exports/Runtime/Tests/SnapLayoutVectors.swift, its main left out).
        .testTarget(
            name: "SnapLayoutRuntimeTests", dependencies: ["SnapLayoutRuntime"], path: "Exports/Runtime/Tests",
            exclude: [
                "SnapLayoutVectors.kt", "TunedSnapHelperChecks.kt", "android", "pubspec.yaml",
                "snap_layout_vectors.dart",
                "snap_lookups_checks.dart",
            ],
            sources: ["SnapLayoutVectors.swift", "SnapLayoutRuntimeTests.swift"]),
        .testTarget(
            name: "ReplayTests", dependencies: ["Replay", "Lab", "Demos", "Scenes", "PlaygroundCore", "Motion"]),
        .testTarget(
            name: "SDLHostTests",
            dependencies: [
                "SDLHost", "Lab", "Demos", "Scenes", "PlaygroundCore", "Motion", "CSDL2", "LayoutTestSupport",
            ]),
        // Drives the built `playground` binary; depending on the executable makes `swift test` build it first.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "PlaygroundCLI", "SDLHost", "Lab", "Demos", "Scenes", "PlaygroundCore", "Motion", "Replay",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
