import Foundation
import Motion
import SceneTestSupport
import Testing

/// Exports/Runtime/vectors.tsv is the playground's own decisions today: regenerated in memory from
/// `SceneGeometry` (`RuntimeVectors`) and compared line by line, so the runtimes are never checked
/// against decisions the playground no longer makes. With RUNTIME_VECTORS_WRITE=1 in the
/// environment (scripts/export-vectors.sh) it rewrites the file instead.
@Suite struct RuntimeVectorFileTests {
    @Test func theCommittedVectorsAreThePlaygroundsDecisions() throws {
        let text = RuntimeVectors.text(scenes: ShippedScenes.all)
        if ProcessInfo.processInfo.environment["RUNTIME_VECTORS_WRITE"] == "1" {
            try text.write(to: RuntimeVectors.file, atomically: true, encoding: .utf8)
            return
        }
        let committed = try String(contentsOf: RuntimeVectors.file, encoding: .utf8)
        let want = text.split(separator: "\n", omittingEmptySubsequences: false)
        let got = committed.split(separator: "\n", omittingEmptySubsequences: false)
        if let i = zip(got, want).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            Issue.record(
                Comment(
                    rawValue: "vectors.tsv:\(i + 1) is not the playground's decision (scripts/export-vectors.sh "
                        + "rewrites the file):\n file: \(got[i])\n  now: \(want[i])"))
        }
        #expect(got.count == want.count, "vectors.tsv has \(got.count) lines, the playground's \(want.count)")
    }

    /// The rows reach the cases a runtime could get wrong: every rule, ranges widened and not,
    /// releases left alone, both directions, a speed past the playground's limit, rests on the first
    /// and last items, and fling limits that held a flick back (the limit's item, where the same
    /// release without a limit goes further).
    @Test func theVectorsReachTheEdges() throws {
        let cases = RuntimeVectors.cases(scenes: ShippedScenes.all)
        let rows = RuntimeVectors.text(scenes: ShippedScenes.all).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        let layouts = rows.filter { $0[0] == "layout" }
        let targets = rows.filter { $0[0] == "target" }
        #expect(layouts.count == cases.count)
        #expect(Set(layouts.map { String($0[2]) }) == Set(SnapRule.allCases.map(\.rawValue)))
        #expect(Set(layouts.map { $0[4] }) == ["0", "1"])
        #expect(layouts.contains { $0[1].hasPrefix("salon@") } && layouts.contains { $0[1].hasPrefix("million-rows@") })
        #expect((3000...12000).contains(rows.count), "\(rows.count) rows")
        #expect(targets.contains { $0[5] == "-" } && targets.contains { $0[2].hasPrefix("-") })
        #expect(targets.contains { $0[2] == "3000000" })
        var first = 0
        var last = 0
        var held = 0
        var layout = -1
        for row in rows {
            if row[0] == "layout" { layout += 1 }
            guard row[0] == "target", row[5] != "-", let item = Int(row[5]) else { continue }
            let strip = cases[layout].strip
            if item == 0 { first += 1 }
            if item == strip.geometry.itemCount - 1 { last += 1 }
            guard let n = strip.maxItemsPerFling, strip.geometry.snap != .none, strip.geometry.snap != .page,
                let anchor = Int(row[3]), abs(item - anchor) == n
            else { continue }
            let (offset, velocity) = (Double(row[1])!, Double(row[2])!)
            let free = strip.geometry.releaseTarget(
                offset: offset, velocity: velocity,
                projected: strip.physics.projectedRest(position: offset, velocity: velocity),
                anchor: strip.geometry.anchor(atOffset: strip.geometry.restOffset(of: anchor)), maxItems: nil,
                physics: strip.physics)
            if let free, abs(strip.geometry.nearestRestItem(toOffset: free) - anchor) > n { held += 1 }
        }
        #expect(first > 50 && last > 50 && held > 20, "first \(first), last \(last), held by a limit \(held)")
    }
}
