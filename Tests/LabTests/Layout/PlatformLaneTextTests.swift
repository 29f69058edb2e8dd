import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import Lab

/// Issue 41: with platform lanes at 1024 × 720 the salon's live lane is a column beside its
/// ghosts', and the line under its strip was cut mid-street: "8 / 14 Downtown Studio · 120
/// Market Stre…". It now takes the longest form that fits, the card's number always kept. Read
/// from the layout check and the draw list, at the issue's three sizes, on every card.
@Suite struct PlatformLaneTextTests {
    /// The salon on card `card` (→ from the first), then T and the first `chips` platform chips
    /// ticked, and a second for the lanes to be laid out.
    static func salon(size: Size, card: Int, chips: Int) throws -> AppHarness {
        var h = try LayoutProbe.harness("salon", size: size, keys: [])
        for _ in 0..<card { h.press(.right) }
        h.run(until: h.time + 1_000_000)
        h.press("t")
        let layout = h.app.tuning.panel.layout(frame: h.app.tuningPanelFrame, rowCount: 0)
        for i in 0..<chips {
            let chip = layout.platformChip(i)
            let p = Point(x: chip.midX, y: chip.midY)
            h.run([press(p, at: h.time + 1_000), release(p, at: h.time + 2_000)], until: h.time + h.dt)
        }
        h.run(until: h.time + 1_000_000)
        return h
    }

    @Test func theSelectionLineKeepsItsNumberInANarrowLane() throws {
        for size in LayoutProbe.sizes {
            for chips in [2, 4] {
                let h = try Self.salon(size: size, card: 7, chips: chips)
                #expect(h.app.lanes != nil, "\(size): platform lanes")
                let cut = LayoutProbe.allProblems(h.app).filter { $0.rule == .cutOff }
                #expect(cut.isEmpty, "\(size), \(chips) platforms: \(cut.map(\.description))")
                let line = h.drawn().texts.map(\.string).first { $0.hasPrefix("8 / 14") }
                #expect(line?.contains("Downtown Studio") == true, "\(size), \(chips): \(line ?? "no line")")
            }
        }
    }

    /// Each shorter form gives up the least: the city, then the address, then the name.
    @Test func theLineGivesUpTheCityThenTheAddressThenTheName() {
        let salon = SalonEntity(name: "Downtown Studio", address: "120 Market Street, San Francisco")
        func line(_ width: Double) -> String { SalonDemo.selectionLine(7, of: 14, salon, width: width) }
        #expect(line(1000) == "8 / 14  Downtown Studio · 120 Market Street, San Francisco")
        #expect(line(320) == "8 / 14  Downtown Studio · 120 Market Street")
        #expect(line(200) == "8 / 14  Downtown Studio")
        #expect(line(60) == "8 / 14")
    }
}
