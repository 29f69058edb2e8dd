import Foundation
import Testing

/// `playground export --scene FILE` through the real binary: the decision rule --exact adds for the
/// user's layout, the scene's parameters under --set, a recording of a scene, CSS that parses, and
/// the one-line refusals (exit 2).
@Suite(.serialized) struct SceneExportCommandTests {
    static let scenes = WindowEndToEndTests.root.appendingPathComponent("Assets/scenes")
    static let carousel = scenes.appendingPathComponent("carousel.json").path

    func run(_ args: [String]) throws -> Command.Result {
        let bin = try #require(WindowEndToEndTests.binary, "build the executable first: swift build")
        return try Command.run(bin, args, display: nil, timeout: 120)
    }

    func expectOneLine(_ result: Command.Result, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 2, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(
            result.stderr.contains(message) && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)",
            sourceLocation: sourceLocation)
    }

    @Test func swiftUIGivesAViewAlignedScrollViewForTheCarousel() throws {
        let result = try run(["export", "--scene", Self.carousel, "--format", "swiftui"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(".scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))"))
        #expect(result.stdout.contains("ForEach(0..<20, id: \\.self) { item($0).frame(width: 280, height: 180) }"))
        #expect(result.stdout.contains("LazyHStack(spacing: 16)"))
        let tuned = try run([
            "export", "--scene", Self.carousel, "--format", "swift", "--set", "carousel.group1_width=300",
            "--set", "carousel.snap=start",
        ])
        #expect(tuned.status == 0, "\(tuned.stderr)")
        #expect(tuned.stdout.contains("case ..<20: CGSize(width: 300, height: 180)"))
        #expect(tuned.stdout.contains("frame.minX - 24"))
    }

    /// --exact appends the runtime from Exports/Runtime and the glue, with the values in force.
    @Test func exactAppendsTheDecisionRuleForTheCarousel() throws {
        let result = try run(["export", "--scene", Self.carousel, "--format", "swiftui", "--exact"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("struct CarouselExactScrollTargetBehavior: ScrollTargetBehavior {"))
        #expect(result.stdout.contains("SnapLayout.ItemGroup(count: 20, length: 280),"))
        #expect(result.stdout.contains("func target(releaseOffset offset: Double, velocity: Double, anchor: Anchor)"))
        let tuned = try run([
            "export", "--scene", Self.carousel, "--format", "android", "--exact", "--set", "carousel.group1_width=300",
            "--set", "carousel.snap=start",
        ])
        #expect(tuned.status == 0, "\(tuned.stderr)")
        #expect(tuned.stdout.contains("SnapLayout.ItemGroup(20, 300.0)"))
        #expect(tuned.stdout.contains("snap = SnapLayout.Snap.START"))
        #expect(tuned.stdout.contains("class CarouselExactSnapHelper : SnapHelper() {"))
        let salon = try run(["export", "--demo", "salon", "--format", "flutter", "--exact"])
        #expect(salon.status == 0, "\(salon.stderr)")
        #expect(salon.stdout.contains("class SalonExactScrollPhysics extends ScrollPhysics {"))
        let plain = try run(["export", "--scene", Self.carousel, "--format", "swift"])
        #expect(plain.status == 0 && !plain.stdout.contains("struct SnapLayout"))
        expectOneLine(
            try run(["export", "--scene", Self.carousel, "--format", "css", "--exact"]),
            "--exact adds the decision rule as code, which --format css cannot hold")
        expectOneLine(
            try run(["export", "--demo", "pull", "--format", "swift", "--exact"]),
            "--exact adds a snapping strip's decision rule, and demo pull has none")
    }

    @Test func badInputIsOneLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scene-export-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let broken = dir.appendingPathComponent("broken.json").path
        try #"{"scene": 1, "title": "Broken", "axis": "sideways", "items": []}"#.write(
            toFile: broken, atomically: true, encoding: .utf8)
        expectOneLine(try run(["export", "--scene", broken, "--format", "swiftui"]), "broken.json:1:")
        expectOneLine(
            try run(["export", "--scene", dir.appendingPathComponent("missing.json").path, "--format", "css"]),
            "cannot read scene file")
        expectOneLine(
            try run(["export", "--demo", "salon", "--scene", Self.carousel, "--format", "json"]),
            "export takes --demo ID or --scene FILE, not both")
        expectOneLine(
            try run(["export", "--scene", Self.carousel, "--format", "json", "--set", "carousel.gap=3"]),
            "unknown parameter \"carousel.gap\"")
        expectOneLine(
            try run(["export", "--scene", Self.carousel, "--format", "json", "--set", "carousel.spacing=-1"]),
            "out of range")
    }

    /// A recording made on the carousel, tuned in its header and live: the export is the scene's,
    /// with the values at the end of the recording; --set still goes on top.
    @Test func aSceneRecordingExportsItsScene() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scene-replay-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = try String(contentsOfFile: Self.carousel, encoding: .utf8)
        let header: [String: Any] = [
            "type": "header", "format": "motion-playground-replay", "version": 1, "app_version": "0.1.0",
            "demo": "carousel", "viewport": ["width": 1024, "height": 720], "pixel_scale": 1, "seed": 1,
            "settings": ["carousel.spacing": "20"],
            "scenes": [["id": "carousel", "file": "carousel.json", "source": source]],
        ]
        let frames: [[String: Any]] = [
            ["type": "frame", "index": 0, "time_us": 0, "inputs": []],
            [
                "type": "frame", "index": 1, "time_us": 16667,
                "inputs": [
                    [
                        "type": "parameter_changed", "time_us": 16000, "name": "carousel.inset_leading",
                        "value": "30",
                    ]
                ],
            ],
        ]
        let lines = try ([header] + frames).map {
            String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]), as: UTF8.self)
        }
        let replay = dir.appendingPathComponent("carousel.jsonl").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: replay, atomically: true, encoding: .utf8)
        let result = try run([
            "export", "--from-replay", replay, "--format", "json", "--set", "carousel.inset_trailing=10",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((object["subject"] as? [String: Any])?["id"] as? String == "carousel")
        let strip = try #require(object["strip"] as? [String: Any])
        #expect(strip["spacing"] as? Double == 20 && strip["insets"] as? [Double] == [30, 10])
        let groups = try #require(strip["groups"] as? [[String: Any]])
        #expect(groups.first?["start"] as? Double == 30)
        #expect(groups.last?["start"] as? Double == 30 + 20 * 300.0)
    }

    /// The values a scene's rules add to the demos' shapes: insets as `max()` of `calc()` terms in
    /// container units, two lengths, and the layout's keywords.
    static let sceneValues: String = {
        let number = #"-?[0-9]+(\.[0-9]+)?"#
        let length = "(\(number)px|calc\\(\(number)cq[ib] [-+] \(number)px\\))"
        // A size in percent of the viewport is in the container's units (`100cqi`).
        return
            "\(length) \(length)|max\\(\(length)(, \(length))+\\)|\(number)cq[ib]|[xy] mandatory|none|flex|row|column"
            + "|start|end"
            + "|always|inline-size|size|100%|border-box"
    }()

    /// Every shipped scene's CSS parses: with tinycss2 when this machine has it (Debian's
    /// python3-tinycss2), and always by the demos' strict check, declaration by declaration.
    @Test func everyShippedSceneExportsCSSThatParses() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.scenes.path).filter {
            $0.hasSuffix(".json")
        }
        #expect(files.count >= 5)
        for file in files.sorted() {
            let result = try run([
                "export", "--scene", Self.scenes.appendingPathComponent(file).path, "--format", "css",
            ])
            #expect(result.status == 0, "\(file): \(result.stderr)")
            let css = result.stdout
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"),
                let parsed = try? Command.run(
                    "/usr/bin/python3", ["-c", TuningCommandTests.tinycss2Check, css], display: nil, timeout: 30),
                !parsed.stderr.contains("No module named")
            {
                #expect(parsed.status == 0, "\(file): \(parsed.stdout)\(parsed.stderr)")
                #expect(parsed.stdout.contains("declarations"), "\(file)")
            }
            try TuningCommandTests().strictCheck(
                css, demo: file, values: Self.sceneValues, selectors: #"^\.[a-z0-9-]+( > \*)?$"#)
            // Declaration by declaration, the scroller carries the file's spacing and snap axis.
            #expect(css.contains("  gap: ") && css.contains("  scroll-snap-type: "), "\(file)")
        }
    }
}
