import Foundation
import Motion
import Testing

@testable import PlaygroundCore
@testable import SDLHost

/// The core's width estimate (`TextMetrics`) against the font the app draws with, measured by
/// SDL_ttf as the renderer measures: every text every demo and shipped scene draws with all the
/// panels open, at the issue's three sizes.
@Suite(.serialized) struct TextMetricsAccuracyTests {
    struct Measured {
        var text: String
        var pixelSize: Int
        var weight: FontWeight
        var real: Int
        var estimated: Double
        var ratio: Double { estimated / Double(real) }
    }

    /// Each distinct label once, its real width beside the estimate at the same pixel size.
    static func measure() throws -> [Measured] {
        let canvas = try headlessCanvas()
        var seen: Set<String> = []
        var measured: [Measured] = []
        for id in ShownSessions.ids {
            for size in ShownSessions.sizes {
                try ShownSessions.drawLists(id, size: size, every: 30) { _, list in
                    for run in ShownSessions.texts(list) {
                        let pixelSize = max(1, Int(run.size.rounded()))
                        guard seen.insert("\(pixelSize) \(run.weight) \(run.string)").inserted else { continue }
                        let real = canvas.textCache.width(of: run.string, pixelSize: pixelSize, weight: run.weight)
                        guard real > 0 else { continue }
                        measured.append(
                            Measured(
                                text: run.string, pixelSize: pixelSize, weight: run.weight, real: real,
                                estimated: TextMetrics.estimatedWidth(
                                    run.string, size: Double(pixelSize), weight: run.weight)))
                    }
                }
            }
        }
        return measured
    }

    @Test func theEstimateIsTheFontsWidth() throws {
        let all = try Self.measure()
        // Below ~40 px a pixel of hinting is over 2 %; those labels are short and have room.
        let long = all.filter { $0.real >= 40 }.sorted { $0.ratio < $1.ratio }
        #expect(long.count > 100, "the demos draw hundreds of distinct labels")
        guard let low = long.first, let high = long.last else { return }
        let median = long[long.count / 2].ratio
        // Summed whole-pixel advances miss hinting and kerning by a pixel or two: within 2.5 %
        // short (what `TextFit.spare` keeps free) and 5 % long, and on the whole within 1 %.
        #expect(low.ratio >= 1 - TextFit.spare && high.ratio <= 1.05, "from \(low.text) to \(high.text)")
        #expect(abs(median - 1) < 0.01)
        #expect(Double(long.filter { abs($0.ratio - 1) <= 0.02 }.count) >= 0.9 * Double(long.count))
        let report = (long.prefix(8) + long.suffix(8)).map {
            String(
                format: "%.3f  %3d px %@ %4d px real  \"%@\"", $0.ratio, $0.pixelSize, $0.weight.rawValue, $0.real,
                $0.text)
        }
        print(
            "TextMetrics estimate / real over \(long.count) labels: \(String(format: "%.3f … %.3f, median %.3f", low.ratio, high.ratio, median))\n"
                + report.joined(separator: "\n"))
    }
}
