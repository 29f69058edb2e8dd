import Foundation
import Testing

/// `curves --png`: the image size at each scale, an empty stdout, `--csv`, and lists of easings.
@Suite(.serialized) struct CurvesPlotTests {
    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ path: String) throws -> (Int, Int) {
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        func be32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    @Test func severalCurvesInOnePlotAtEachScaleWithNothingOnStdout() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("curves")
        for (scale, size) in [("1", (800, 500)), ("2", (1600, 1000))] {
            let png = dir.path("plot\(scale).png")
            let result = try Command.run(
                bin, ["curves", "--easing", "easeInSine,easeOutBounce", "--png", png, "--scale", scale],
                display: nil, timeout: 60)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            let (w, h) = try Self.pngSize(png)
            #expect(w == size.0 && h == size.1)
        }
    }

    /// Physics draws position and velocity side by side, as the README says: `--decay` in two
    /// 480-point plots (1000 × 500), `--fling` in two 760-point plots with a legend beside each
    /// (1560 × 500; stacked, it was 800 × 744). The largest `--scale`, 4, is 6240 × 2000 pixels:
    /// inside the 8192-pixel cap, so the side-by-side layout fits at every accepted scale.
    @Test func physicsDrawsPositionAndVelocitySideBySideAtEachScale() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("curves-side-by-side")
        for (args, size) in [
            (["--decay", "1000"], (1000, 500)), (["--fling", "2000", "--platform", "all"], (1560, 500)),
            (["--fling", "2000", "--platform", "android"], (1560, 500)),
        ] {
            for scale in [1, 2, 4] {
                let png = dir.path("physics-\(scale).png")
                let result = try Command.run(
                    bin, ["curves"] + args + ["--png", png, "--scale", String(scale)], display: nil, timeout: 60)
                #expect(result.status == 0 && result.stdout.isEmpty, "\(args) at \(scale): \(result.stderr)")
                let (w, h) = try Self.pngSize(png)
                #expect(w == size.0 * scale && h == size.1 * scale, "\(args) at \(scale): \(w) × \(h)")
                // Two plots in a row: the image is at least twice as wide as it is high.
                #expect(w >= 2 * h && max(w, h) <= 8192, "\(args) at \(scale): \(w) × \(h)")
            }
        }
    }

    @Test func csvGoesToItsFileAndBezierCommasDoNotSplit() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("curves-csv")
        let list = "easeInSine,cubic-bezier(0.3, 0, 0.2, 1),ease-out"
        let printed = try Command.run(bin, ["curves", "--easing", list, "--samples", "11"], display: nil, timeout: 60)
        #expect(printed.status == 0, "\(printed.stderr)")
        let lines = printed.stdout.split(separator: "\n")
        #expect(lines.count == 1 + 3 * 11)
        #expect(
            Set(
                lines.dropFirst().map {
                    $0.split(separator: ",").count > 3 ? "bezier" : String($0.prefix { $0 != "," })
                })
                == ["easeInSine", "bezier", "ease-out"])
        #expect(lines.contains("cubic-bezier(0.3,0.0,0.2,1.0),1.0,1.0"))

        let csv = dir.path("curves.csv")
        let png = dir.path("curves.png")
        let both = try Command.run(
            bin, ["curves", "--easing", list, "--samples", "11", "--png", png, "--csv", csv],
            display: nil, timeout: 60)
        #expect(both.status == 0 && both.stdout.isEmpty)
        #expect(try String(contentsOfFile: csv, encoding: .utf8) == printed.stdout)
        #expect(try Self.pngSize(png) == (800, 500))

        let physics = dir.path("decay.png")
        let decay = try Command.run(bin, ["curves", "--decay", "1000", "--png", physics], display: nil, timeout: 60)
        #expect(decay.status == 0 && decay.stdout.isEmpty)
        let (w, h) = try Self.pngSize(physics)
        #expect(w >= 800 && h >= 500)
    }

    @Test func badListsAndScalesExitTwo() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        for args in [
            ["--easing", "easeInSine,,linear"], ["--easing", "easeInSine,nope"],
            ["--easing", "cubic-bezier(0.3,0,0.2"],
            ["--easing", "linear", "--png", "/tmp/x.png", "--scale", "9"],
        ] {
            let result = try Command.run(bin, ["curves"] + args, display: nil, timeout: 60)
            #expect(result.status == 2, "\(args): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }

    /// Issue 40, point 8: 5,000 easing names made a 1720 × 143,064 pixel canvas (4 GB, 19 s). Every
    /// picture is capped at 8192 pixels a side, as `--screenshot` is: refused before any output,
    /// with how many curves fit; the most that fit still draw.
    @Test func aPlotPastTheCanvasLimitIsRefusedBeforeAnyOutputSayingHowManyFit() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("curves-cap")
        let png = dir.path("many.png")
        let csv = dir.path("many.csv")
        func names(_ n: Int) -> String { Array(repeating: "easeInSine", count: n).joined(separator: ",") }
        let start = Date()
        let refused = try Command.run(
            bin, ["curves", "--easing", names(5000), "--png", png, "--csv", csv], display: nil, timeout: 60)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(
            refused.stderr
                == "playground: --png: the picture would be 1720 × 143064 pixels, more than 8192 a side; plot at most "
                + "280 curves at --scale 1 (name fewer with --easing)\n")
        #expect(!FileManager.default.fileExists(atPath: png) && !FileManager.default.fileExists(atPath: csv))
        let most = try Command.run(bin, ["curves", "--easing", names(280), "--png", png], display: nil, timeout: 120)
        #expect(most.status == 0, "\(most.stderr)")
        let (w, h) = try Self.pngSize(png)
        #expect(w <= 8192 && h <= 8192 && h > 8000)
        let scaled = try Command.run(
            bin, ["curves", "--easing", names(281), "--png", png], display: nil, timeout: 60)
        #expect(scaled.status == 2 && scaled.stderr.contains("at most 280 curves"), "\(scaled.stderr)")
        let twice = try Command.run(
            bin, ["curves", "--easing", names(281), "--png", png, "--scale", "2"], display: nil, timeout: 60)
        #expect(
            twice.stderr.contains("3440 × 16528 pixels") && twice.stderr.contains("at most 140 curves at --scale 2"))
    }
}
