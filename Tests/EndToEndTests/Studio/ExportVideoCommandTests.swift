import Foundation
import Testing

/// `playground export-video`: frame counts checked with ffprobe, GIF bytes, and failures that
/// exit 3 or 2 without touching the output.
@Suite(.serialized) struct ExportVideoCommandTests {
    static let salon = VerifyCommandTests.fixtures + "/salon-flicks.jsonl"

    /// Frame index → time (µs), read from the file with JSONSerialization.
    static func frameTimes(_ path: String) throws -> [Int: Int64] {
        var out: [Int: Int64] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                object["type"] as? String == "frame", let index = object["index"] as? Int,
                let time = (object["time_us"] as? NSNumber)?.int64Value
            else { continue }
            out[index] = time
        }
        return out
    }

    static func probe(_ path: String, _ entries: String) throws -> String {
        let result = try Command.run(
            "ffprobe",
            [
                "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                "stream=\(entries)", "-of", "default=noprint_wrappers=1:nokey=1", path,
            ],
            display: nil, timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func theMP4HasTheDefinedFrameCountSizeAndPixelFormat() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("export-mp4")
        let times = try Self.frameTimes(Self.salon)
        for (from, to, fps) in [(100, 220, 60), (0, 45, 24), (150, 150, 60)] {
            let out = dir.path("clip-\(from)-\(to)-\(fps).mp4")
            let result = try Command.run(
                bin,
                [
                    "export-video", Self.salon, out, "--from", String(from), "--to", String(to),
                    "--scale", "0.5", "--fps", String(fps),
                ], display: nil, timeout: 180)
            #expect(result.status == 0, "\(result.stderr)")
            let span = try #require(times[to]) - (try #require(times[from]))
            let expected = Int(span * Int64(fps) / 1_000_000) + 1
            #expect(try Self.probe(out, "nb_read_frames") == String(expected), "frames \(from)…\(to) at \(fps) fps")
            #expect(try Self.probe(out, "codec_name,width,height,pix_fmt") == "h264\n512\n360\nyuv420p")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.root).allSatisfy { !$0.hasPrefix(".") },
            "no temporary file is left behind")
    }

    @Test func theGIFStartsWithItsSignatureAndTheWebMIsVP9() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("export-gif")
        let gif = dir.path("clip.gif")
        let result = try Command.run(
            bin,
            [
                "export-video", Self.salon, gif, "--from", "100", "--to", "160", "--scale", "0.25",
                "--fps", "25",
            ], display: nil, timeout: 180)
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try #require(FileManager.default.contents(atPath: gif))
        #expect(bytes.prefix(4) == Data("GIF8".utf8))
        let times = try Self.frameTimes(Self.salon)
        let expected = Int((try #require(times[160]) - (try #require(times[100]))) * 25 / 1_000_000) + 1
        #expect(try Self.probe(gif, "nb_read_frames") == String(expected))

        let webm = dir.path("clip.webm")
        let w = try Command.run(
            bin, ["export-video", Self.salon, webm, "--to", "30", "--scale", "0.25"], display: nil, timeout: 180)
        #expect(w.status == 0, "\(w.stderr)")
        #expect(try Self.probe(webm, "codec_name") == "vp9")
    }

    @Test func missingOrFailingFFmpegExitsThreeAndLeavesTheOldFile() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("export-noffmpeg")
        let out = dir.path("clip.mp4")
        try "old".write(toFile: out, atomically: true, encoding: .utf8)
        let missing = try Command.run(
            bin, ["export-video", Self.salon, out], display: nil, timeout: 60,
            environment: ["PATH": dir.root])
        #expect(missing.status == 3)
        #expect(missing.stderr.split(separator: "\n").count == 1 && missing.stderr.contains("ffmpeg"))

        // An ffmpeg that fails at once: the write into its pipe fails, and nothing is renamed.
        let fake = dir.path("bin")
        try FileManager.default.createDirectory(atPath: fake, withIntermediateDirectories: true)
        try "#!/bin/sh\necho 'encoder exploded' >&2\nexit 1\n".write(
            toFile: fake + "/ffmpeg", atomically: true, encoding: .utf8)
        chmod(fake + "/ffmpeg", 0o755)
        let failing = try Command.run(
            bin, ["export-video", Self.salon, out, "--scale", "0.25"], display: nil, timeout: 60,
            environment: ["PATH": fake + ":/usr/bin:/bin"])
        #expect(failing.status == 3)
        #expect(failing.stderr.contains("encoder exploded"), "\(failing.stderr)")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.root).sorted() == ["bin", "clip.mp4"])
    }

    @Test func anInterruptedExportLeavesNothingBehind() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("export-interrupted")
        let out = dir.path("long.mp4")
        // 12 s at 120 fps and full size: a few seconds of work, interrupted after one.
        let export = try Command.start(bin, ["export-video", Self.salon, out, "--fps", "120"], display: nil)
        Thread.sleep(forTimeInterval: 1.0)
        #expect(export.process.isRunning, "the export should still be running when it is interrupted")
        kill(export.process.processIdentifier, SIGTERM)
        let result = try export.wait(timeout: 60)
        #expect(result.status == 130, "\(result.stderr)")
        #expect(result.stderr.contains("interrupted"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.root).isEmpty, "no partial file is left")
    }

    /// Issue 40, point 3: a valid recording whose last frame is at the format's largest time
    /// (10^13 µs) would be 6 × 10^8 video frames, rendered for days. It is refused before the
    /// first frame, in one line that says which frames to keep; a cut that fits goes through.
    @Test func aVideoTooLongIsRefusedBeforeItStartsWithHowToCutIt() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("export-too-long")
        var lines = try String(contentsOfFile: Self.salon, encoding: .utf8).split(separator: "\n").map(String.init)
        let last = try #require(lines.lastIndex { $0.contains("\"type\":\"frame\"") })
        let index = try #require(Self.frameIndex(lines[last]))
        lines[last] = lines[last].replacing(#/"time_us":[0-9]+/#, with: "\"time_us\":10000000000000")
        let far = dir.path("far.jsonl")
        try (lines.joined(separator: "\n") + "\n").write(toFile: far, atomically: false, encoding: .utf8)
        for out in ["v.gif", "v.mp4"] {
            let start = Date()
            let result = try Command.run(bin, ["export-video", far, dir.path(out)], display: nil, timeout: 30)
            #expect(Date().timeIntervalSince(start) < 10)
            #expect(result.status == 2, "\(result.stderr)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(result.stderr)")
            #expect(result.stderr.contains("more than the 216000 an export makes"), "\(result.stderr)")
            #expect(result.stderr.contains("--to \(index - 1) ends before that wait"), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.root) == ["far.jsonl"])
        // The cut it proposes fits and is made.
        let cut = try Command.run(
            bin, ["export-video", far, dir.path("cut.mp4"), "--to", "\(index - 1)", "--scale", "0.25"], display: nil,
            timeout: 120)
        #expect(cut.status == 0, "\(cut.stderr)")
    }

    static func frameIndex(_ line: String) -> Int? {
        guard let match = line.firstMatch(of: #/"index":([0-9]+)/#) else { return nil }
        return Int(match.1)
    }

    @Test func badArgumentsExitTwoWithOneLine() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("export-bad")
        let frames = try DiffCommandTests.frameCount()
        for extra in [
            ["x.avi"], ["x.mp4", "--scale", "0.2"], ["x.mp4", "--scale", "4.5"], ["x.mp4", "--fps", "0"],
            ["x.mp4", "--from", "200", "--to", "100"], ["x.mp4", "--to", "\(frames)"], ["missing/x.mp4"],
            ["x.mp4", "--crop", "dem"], ["x.mp4", "--crop", "0,0,100"], ["x.mp4", "--crop", "0,0,2000,10"],
            ["x.mp4", "--crop", "1023.5,0,10,10"], ["x.png", "--from", "3", "--to", "5"],
        ] {
            let args = ["export-video", Self.salon] + [dir.path(extra[0])] + extra.dropFirst()
            let result = try Command.run(bin, args, display: nil, timeout: 60)
            #expect(result.status == 2, "\(extra): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(extra): \(result.stderr)")
        }
        let unreadable = try Command.run(
            bin, ["export-video", dir.path("none.jsonl"), dir.path("x.mp4")], display: nil, timeout: 60)
        #expect(unreadable.status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.root).isEmpty)
    }

    /// A PNG still's pixels as RGB bytes, decoded by ffmpeg (the one PNG reader the tests have).
    static func rgb(_ png: String, in dir: StudioScratch) throws -> (width: Int, height: Int, bytes: [UInt8]) {
        let (width, height) = try CurvesPlotTests.pngSize(png)
        let raw = dir.path(URL(fileURLWithPath: png).lastPathComponent + ".rgb")
        let result = try Command.run(
            "ffmpeg", ["-v", "error", "-y", "-i", png, "-f", "rawvideo", "-pix_fmt", "rgb24", raw], display: nil,
            timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = [UInt8](try #require(FileManager.default.contents(atPath: raw)))
        #expect(bytes.count == width * height * 3)
        return (width, height, bytes)
    }

    /// Exports frame `frame` as a PNG with `extra` arguments and returns its pixels.
    func still(_ frame: Int, _ extra: [String], in dir: StudioScratch, name: String) throws -> (
        width: Int, height: Int, bytes: [UInt8]
    ) {
        let bin = try #require(WindowEndToEndTests.binary)
        let out = dir.path(name + ".png")
        let result = try Command.run(
            bin, ["export-video", Self.salon, out, "--from", String(frame)] + extra, display: nil, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        return try Self.rgb(out, in: dir)
    }

    @Test func theTouchDotShowsAtThePressPointWhilePressedAndNotAfterTheRelease() throws {
        let dir = try StudioScratch("export-pointer")
        // salon-flicks: pressed at (800, 360) in frame 3, dragged to (680, 360) in frame 6, released at
        // (500, 360) in frame 10. A pixel 15 pt right of the pointer is inside the 44-pt dot and
        // outside the 14-pt hover ring.
        func pixel(_ image: (width: Int, height: Int, bytes: [UInt8]), _ x: Int, _ y: Int) -> [UInt8] {
            Array(image.bytes[(y * image.width + x) * 3..<(y * image.width + x) * 3 + 3])
        }
        for (crop, dx) in [([String](), 0), (["--crop", "demo"], 240)] {
            let tag = crop.isEmpty ? "window" : "demo"
            let pressed = try still(6, crop, in: dir, name: "pressed-\(tag)")
            let plain = try still(6, crop + ["--no-pointer"], in: dir, name: "pressed-plain-\(tag)")
            #expect(pressed.width == (crop.isEmpty ? 1024 : 784) && pressed.height == 720)
            for (x, y) in [(680 + 15, 360), (680, 360 - 15), (680 - 15, 360 + 10)] {
                let dot = pixel(pressed, x - dx, y)
                let under = pixel(plain, x - dx, y)
                #expect(dot != under, "\(tag): the dot covers (\(x), \(y))")
                // Translucent grey over the picture: every channel moves toward 142.
                for c in 0..<3 where abs(Int(under[c]) - 142) > 20 {
                    #expect(
                        abs(Int(dot[c]) - 142) < abs(Int(under[c]) - 142), "\(tag) (\(x), \(y)): \(dot) over \(under)")
                }
            }
            #expect(pixel(pressed, 680 + 40 - dx, 360) == pixel(plain, 680 + 40 - dx, 360), "nothing past the dot")

            let released = try still(11, crop, in: dir, name: "released-\(tag)")
            let releasedPlain = try still(11, crop + ["--no-pointer"], in: dir, name: "released-plain-\(tag)")
            // After the release only the hover ring at (500, 360) differs: no pixel more than 8 pt away.
            var differing = 0
            for y in 0..<released.height {
                for x in 0..<released.width where pixel(released, x, y) != pixel(releasedPlain, x, y) {
                    differing += 1
                    #expect(
                        abs(x + dx - 500) <= 8 && abs(y - 360) <= 8,
                        "\(tag): (\(x + dx), \(y)) differs after the release")
                }
            }
            #expect(differing > 10, "\(tag): the hover ring is drawn")
        }
    }

    @Test func cropDemoFilmsTheDemoAreaWithEvenSides() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("export-crop")
        for (crop, size) in [("demo", "h264\n392\n360"), ("0,0,101,51", "h264\n52\n26")] {
            let out = dir.path("crop.mp4")
            let result = try Command.run(
                bin,
                ["export-video", Self.salon, out, "--from", "100", "--to", "130", "--scale", "0.5", "--crop", crop],
                display: nil, timeout: 180)
            #expect(result.status == 0, "\(result.stderr)")
            // 784 × 720 at half scale; 101 × 51 pt is 50.5 × 25.5 px, grown to whole even pixels.
            #expect(try Self.probe(out, "codec_name,width,height") == size, "--crop \(crop)")
        }
    }
}
