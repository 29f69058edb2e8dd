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
}
