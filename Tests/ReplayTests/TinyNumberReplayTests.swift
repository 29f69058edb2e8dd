import Foundation
import Testing

@testable import PlaygroundCore
@testable import Replay

/// Issue 32: a recording whose header or `parameter_changed` holds 1e-300, replayed with the
/// tuning panel open (the `T` fact), trapped when the panel drew the value; `verify` said ok,
/// since a checkpoint's digest does not draw the panel. The replayed panel shows the number.
@Suite struct TinyNumberReplayTests {
    /// The salon with the panel opened at frame 1, `header` as the slow release velocity in
    /// force and `changed` recorded at frame 2.
    static func text(header: String, changed: String?) throws -> String {
        let fixture = GoldenReplayTests.fixtures.appendingPathComponent("salon-tuning.jsonl")
        let line1 = try #require(try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n").first)
            .replacingOccurrences(
                of: #""salon.slow_release_velocity":"250""#, with: #""salon.slow_release_velocity":"\#(header)""#)
        let change = changed.map {
            #"{"type":"parameter_changed","time_us":30000,"name":"salon.slow_release_velocity","value":"\#($0)"}"#
        }
        return [
            line1,
            #"{"type":"frame","index":0,"time_us":0,"inputs":[]}"#,
            #"{"type":"frame","index":1,"time_us":16667,"inputs":[{"type":"key_pressed","time_us":10000,"key":"t","modifiers":[]}]}"#,
            #"{"type":"frame","index":2,"time_us":33333,"inputs":[\#(change ?? "")]}"#,
        ].joined(separator: "\n") + "\n"
    }

    static func panelTexts(header: String, changed: String?) throws -> [String] {
        let replay = try ReplayReader().parse(try text(header: header, changed: changed), source: "tiny.jsonl")
        let result = try ReplayPlayer.run(replay, verify: false)
        #expect(result.app.tuning.panel.isOpen)
        var list = DrawList()
        result.app.draw(into: &list)
        return list.texts.map(\.string)
    }

    @Test func theReplayedPanelShowsAHeaderValueOfOneE300() throws {
        #expect(try Self.panelTexts(header: "1e-300", changed: nil).contains("1e-300 pt/s"))
        #expect(try Self.panelTexts(header: "5e-324", changed: nil).contains("5e-324 pt/s"))
    }

    @Test func theReplayedPanelShowsARecordedChangeToOneE300() throws {
        let texts = try Self.panelTexts(header: "250", changed: "1.2345e-300")
        #expect(texts.contains("1.235e-300 pt/s"))
        #expect(!texts.contains("250 pt/s"))
    }
}
