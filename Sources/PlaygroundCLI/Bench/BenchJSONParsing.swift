import Foundation
import Replay

/// The replay format's JSON parser against Foundation's `JSONSerialization` on the same replay
/// file, line by line, each the minimum of `rounds` timed passes: the figure behind keeping a
/// hand-written parser (docs/replay-format.md).
struct BenchJSONParsing {
    var lines = 0
    var bytes = 0
    var ownMillis = 0.0
    var foundationMillis = 0.0

    var ratio: Double { foundationMillis / max(1e-9, ownMillis) }

    static func run(path: String, rounds: Int) throws -> BenchJSONParsing {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw ExitFailure.badInput("--json-parser: cannot read \(path) (\(error.localizedDescription))")
        }
        let bytes = [UInt8](data)
        let lineData = data.split(separator: 0x0A).map { Data($0) }
        var result = BenchJSONParsing(lines: lineData.count, bytes: bytes.count)
        var own = Double.infinity
        var foundation = Double.infinity
        for _ in 0..<max(1, rounds) {
            let t0 = BenchClock.nanos()
            let scan = JSONLineScan.parseLines(bytes)
            let t1 = BenchClock.nanos()
            guard scan.failedLine == nil else {
                throw ExitFailure.badInput("--json-parser: \(path):\(scan.failedLine ?? 0) is not JSON")
            }
            for line in lineData { _ = try? JSONSerialization.jsonObject(with: line) }
            let t2 = BenchClock.nanos()
            own = min(own, Double(t1 - t0) / 1e6)
            foundation = min(foundation, Double(t2 - t1) / 1e6)
        }
        result.ownMillis = own
        result.foundationMillis = foundation
        return result
    }

    var text: String {
        let mb = Double(bytes) / 1_048_576
        func rate(_ ms: Double) -> String { String(format: "%.0f MiB/s", mb / max(1e-9, ms / 1000)) }
        return "json parsing, \(lines) lines (\(String(format: "%.1f", mb)) MiB): replay parser "
            + String(format: "%.1f ms (%@)", ownMillis, rate(ownMillis)) + ", JSONSerialization "
            + String(format: "%.1f ms (%@)", foundationMillis, rate(foundationMillis))
            + String(format: ": %.2f× faster\n", ratio)
    }
}
