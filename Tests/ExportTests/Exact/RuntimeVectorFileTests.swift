import Foundation
import Motion
import SceneTestSupport
import Testing

@testable import Scenes

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

    /// The rows reach the cases a runtime could get wrong: every platform and rule, ranges widened
    /// and not, releases left alone, both directions, a speed past the playground's limit, rests on
    /// the first and last items, fling limits that held a flick back (the limit's item, where the
    /// same release without a limit goes further), and under each platform but UIKit its fling
    /// minimum, one past it, and releases whose rest is the snap once idle after the platform's own
    /// fling (where `releaseTarget` chose none).
    @Test func theVectorsReachTheEdges() throws {
        let cases = RuntimeVectors.cases(scenes: ShippedScenes.all)
        let rows = RuntimeVectors.text(scenes: ShippedScenes.all).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        let layouts = rows.filter { $0[0] == "layout" }
        let targets = rows.filter { $0[0] == "target" }
        #expect(layouts.count == cases.count)
        #expect(Set(layouts.map { String($0[2]) }) == Set(ScrollPlatform.allCases.map(\.rawValue)))
        #expect(Set(layouts.filter { $0[2] == "android" }.map { $0[3] }) == ["1", "3"])
        #expect(Set(layouts.filter { $0[2] == "flutter-ios" }.map { $0[3] }) == ["1", "3"])
        for platform in ScrollPlatform.allCases {
            let own = layouts.filter { $0[2] == platform.rawValue }
            #expect(Set(own.map { String($0[4]) }) == Set(SnapRule.allCases.map(\.rawValue)), "\(platform)")
            #expect(Set(own.map { $0[6] }) == ["0", "1"], "\(platform)")
            #expect(Set(own.map { $0[5] }).isSuperset(of: ["-", "1", "3"]), "\(platform)")
            for scene in ShippedScenes.all.map(\.id) + ["salon"] {
                #expect(own.contains { $0[1].hasPrefix("\(scene)@") }, "\(platform) \(scene)")
            }
        }
        #expect((15_000...30_000).contains(rows.count), "\(rows.count) rows")
        #expect(targets.contains { $0[5] == "-" } && targets.contains { $0[2].hasPrefix("-") })
        #expect(targets.contains { $0[2] == "3000000" })
        var first = 0
        var last = 0
        var held = 0
        var layout = -1
        var idle: [ScrollPlatform: Int] = [:]
        var minimums: [ScrollPlatform: Set<Double>] = [:]
        for row in rows {
            if row[0] == "layout" { layout += 1 }
            guard row[0] == "target", row[5] != "-", let item = Int(row[5]) else { continue }
            let strip = cases[layout].strip
            let (offset, velocity) = (Double(row[1])!, Double(row[2])!)
            let physics = strip.physics
            if item == 0 { first += 1 }
            if item == strip.geometry.itemCount - 1 { last += 1 }
            let anchor = SnapAnchor(item: Int(row[3])!, page: Int(row[4])!)
            if RuntimeVectors.chosenRest(strip, offset: offset, velocity: velocity, anchor: anchor) == nil {
                idle[physics.platform, default: 0] += 1
            }
            let minimum = physics.minimumFlingVelocity
            if physics.platform != .uikit, [minimum, minimum + 1].contains(abs(velocity)) {
                minimums[physics.platform, default: []].insert(abs(velocity))
            }
            guard let n = strip.maxItemsPerFling, strip.geometry.snap != .none, strip.geometry.snap != .page,
                abs(item - anchor.item) == n
            else { continue }
            var unlimited = strip
            unlimited.maxItemsPerFling = nil
            let free = RuntimeVectors.chosenRest(
                unlimited, offset: offset, velocity: velocity,
                anchor: strip.geometry.anchor(atOffset: strip.geometry.restOffset(of: anchor.item)))
            if let free, abs(strip.geometry.nearestRestItem(toOffset: free) - anchor.item) > n { held += 1 }
        }
        #expect(first > 50 && last > 50 && held > 20, "first \(first), last \(last), held by a limit \(held)")
        for platform in ScrollPlatform.allCases where platform != .uikit {
            #expect((idle[platform] ?? 0) > 100, "\(platform): \(idle[platform] ?? 0) rests after the platform's fling")
            #expect(minimums[platform]?.count == 2, "\(platform): \(minimums[platform] ?? [])")
        }
    }

    /// A row's rest is where the playground's strip really comes to rest: a `SnapStrip` released at
    /// the row's offset and speed (the anchor there, as `playground release` releases it), stepped
    /// at 60 Hz until it rests, the platform's own fling and the snap once idle included. Speeds
    /// whose drag of 100 ms at that speed Flutter would not count as a fling (18 pt) are left out:
    /// the rows read a drag long enough.
    @Test func theRowsAreWhereTheStripComesToRest() throws {
        var compared = 0
        var afterFling = 0
        for sweep in RuntimeVectors.sweeps where sweep.viewports.contains(390) {
            for scene in ShippedScenes.all {
                let strip = RuntimeVectors.strip(scene, viewport: 390, sweep: sweep)
                let g = strip.geometry
                let last = g.itemCount - 1
                for offset in [g.restOffset(of: min(1, last)) + 37.5, g.restOffset(of: last / 2), g.maxOffset] {
                    let anchor = g.anchor(atOffset: offset)
                    let speeds = RuntimeVectors.turningSpeeds(strip, offset: offset, anchor: anchor, count: 1)
                    for velocity in [0, 30, 50, 51, 101, 250, 2500, -2500, 9000] + speeds
                    where strip.physics.flingVelocity(sustained: velocity)
                        == RuntimeVectors.flingVelocity(velocity, physics: strip.physics)
                    {
                        guard let want = RuntimeVectors.rest(strip, offset: offset, velocity: velocity, anchor: anchor)
                        else { continue }
                        if RuntimeVectors.chosenRest(strip, offset: offset, velocity: velocity, anchor: anchor) == nil {
                            afterFling += 1
                        }
                        let viewport = Size(width: 390, height: 390)
                        var running = SnapStrip(
                            geometry: g, viewport: viewport, axis: strip.axis, physics: strip.physics,
                            maxItemsPerFling: strip.maxItemsPerFling)
                        running.fling(from: offset, velocity: velocity, time: 0)
                        var time: Int64 = 0
                        repeat {
                            time += 16_667
                            _ = running.step(to: time)
                        } while !running.scroll.isSettled && time < 60_000_000
                        let got = running.scroll.offset[strip.axis]
                        #expect(
                            abs(got - want) < 1e-6,
                            "\(sweep.platform)@\(sweep.density) \(scene.id): \(offset) at \(velocity) rests at \(got), the row says \(want)"
                        )
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 600 && afterFling > 50, "\(compared) releases, \(afterFling) after the platform's fling")
    }
}
