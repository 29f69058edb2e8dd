import Foundation
import Testing

@testable import Replay

/// A browser's pointer events, as docs/touch-recorder.html saves them, read into strokes: each
/// sample at its own `timeStamp` in µs, positions in CSS pixels as they are, several pointers
/// apart, a cancel said; and every way a file can be wrong refused in one line saying where.
@Suite struct PointerEventsReaderTests {
    /// One event as the page writes it.
    static func event(
        _ type: String, _ time: String, x: Double, y: Double = 300, id: Int = 2, kind: String = "touch",
        pressure: Double? = 0.5, extra: String = ""
    ) -> String {
        var fields = [
            "\"type\": \"\(type)\"", "\"pointerId\": \(id)", "\"pointerType\": \"\(kind)\"", "\"timeStamp\": \(time)",
            "\"clientX\": \(x)", "\"clientY\": \(y)",
        ]
        if let pressure { fields.append("\"pressure\": \(pressure), \"width\": 20, \"height\": 24") }
        if !extra.isEmpty { fields.append(extra) }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func trace(_ events: [String], ratio: String = "2.625") -> String {
        "{\"pointer_events\": 1, \"device_pixel_ratio\": \(ratio),\n \"events\": [\n  "
            + events.joined(separator: ",\n  ") + "\n]}\n"
    }

    /// Every stroke of `text` fed `chunk` bytes at a time, or the first refusal.
    static func strokes(_ text: String, chunk: Int = 1 << 16) -> Result<[TouchStroke], TraceError> {
        strokes(Array(text.utf8), chunk: chunk)
    }

    static func strokes(_ bytes: [UInt8], chunk: Int = 1 << 16) -> Result<[TouchStroke], TraceError> {
        var reader = PointerEventsReader(file: "t.json")
        var out: [TouchStroke] = []
        do throws(TraceError) {
            var start = 0
            while start < bytes.count {
                let end = min(start + chunk, bytes.count)
                out += try reader.read(bytes[start..<end])
                start = end
            }
            out += try reader.finish()
        } catch {
            return .failure(error)
        }
        return .success(out)
    }

    static func refusal(_ text: String) -> String { refusal(Array(text.utf8)) }

    static func refusal(_ bytes: [UInt8]) -> String {
        switch strokes(bytes) {
        case .success(let s): "taken: \(s.count) strokes"
        case .failure(let e): e.problem + " — " + e.advice
        }
    }

    /// A flick: the down, four coalesced moves with their own fractional times (one repeating the
    /// last: no sample), the lift 12.5 ms after the last move.
    static let flick = trace([
        event("pointerdown", "1523.6000000014901", x: 300),
        event("pointermove", "1531.9", x: 290.5),
        event("pointermove", "1540.233", x: 276.25),
        event("pointermove", "1540.9", x: 276.25),
        event("pointermove", "1548.567", x: 258),
        event("pointerup", "1561.067", x: 258, pressure: 0),
    ])

    @Test func aStrokeIsItsSamplesAtTheirOwnTimesInMicroseconds() throws {
        let strokes = try Self.strokes(Self.flick).get()
        try #require(strokes.count == 1)
        let stroke = strokes[0]
        #expect(stroke.pointer == 2 && stroke.kind == .touch && !stroke.cancelled)
        #expect(stroke.samples.map(\.time) == [1_523_600, 1_531_900, 1_540_233, 1_548_567])
        #expect(stroke.samples.map(\.x) == [300, 290.5, 276.25, 258])
        #expect(stroke.samples.allSatisfy { $0.y == 300 && $0.pressure == 0.5 && $0.size == 24 })
        #expect(stroke.liftTime == 1_561_067)
        // Read a byte at a time, the same strokes: nothing depends on where a chunk ends.
        #expect(try Self.strokes(Self.flick, chunk: 1).get() == strokes)
        #expect(try Self.strokes(Self.flick, chunk: 7).get() == strokes)
    }

    /// A move is any change of position, pressure or size; a mouse moving with no button down,
    /// and an up for a pointer never put down, are no strokes; other keys are let be.
    @Test func aMoveIsAChangeAndAHoverIsNoStroke() throws {
        let text = Self.trace([
            Self.event("pointermove", "5", x: 10, id: 1, kind: "mouse", pressure: 0),
            Self.event("pointerup", "6", x: 10, id: 7),
            Self.event("pointerdown", "10", x: 10, id: 1, kind: "mouse", extra: "\"note\": \"a, b] }\\\" {\""),
            Self.event("pointermove", "11", x: 10, id: 1, kind: "mouse", pressure: 0.6),
            Self.event("pointermove", "12", x: 10, id: 1, kind: "mouse", pressure: 0.6),
            Self.event("pointermove", "13", x: 10, y: 301, id: 1, kind: "mouse", pressure: 0.6),
            Self.event("pointerup", "14", x: 12, id: 1, kind: "mouse", pressure: 0),
        ])
        let strokes = try Self.strokes(text).get()
        try #require(strokes.count == 1)
        #expect(strokes[0].kind == .mouse)
        #expect(strokes[0].samples.map(\.time) == [10_000, 11_000, 13_000, 14_000])
        // The lift 2 px from the last move was there first: its position at its time, the pressure the last move's.
        #expect(strokes[0].samples.last == TouchStroke.Sample(time: 14_000, x: 12, y: 300, pressure: 0.6, size: 24))
        #expect(strokes[0].liftTime == 14_000)
    }

    /// A pen and a finger at once keep their own strokes, which come out as they end; a cancel
    /// ends its stroke as cancelled; a pointer still down when the file ends comes last, unlifted.
    @Test func pointersKeepTheirStrokesAndACancelIsSaid() throws {
        let text = Self.trace([
            Self.event("pointerdown", "100", x: 50, id: 5, kind: "pen"),
            Self.event("pointerdown", "101", x: 500, id: 9),
            Self.event("pointermove", "108", x: 60, id: 5, kind: "pen"),
            Self.event("pointermove", "109", x: 480, id: 9),
            Self.event("pointercancel", "110", x: 0, y: 0, id: 9, pressure: nil),
            Self.event("pointermove", "116", x: 70, id: 5, kind: "pen"),
            Self.event("pointerup", "120", x: 70, id: 5, kind: "pen", pressure: 0),
            Self.event("pointerdown", "200", x: 10, id: 9),
        ])
        let strokes = try Self.strokes(text).get()
        try #require(strokes.count == 3)
        let (finger, pen, held) = (strokes[0], strokes[1], strokes[2])
        #expect(finger.pointer == 9 && finger.cancelled && finger.liftTime == 110_000)
        #expect(finger.samples.map(\.x) == [500, 480], "a cancel's position is no sample")
        #expect(pen.kind == .pen && !pen.cancelled && pen.samples.map(\.x) == [50, 60, 70] && pen.liftTime == 120_000)
        #expect(held.pointer == 9 && held.liftTime == nil && held.samples.count == 1)
    }

    @Test func aBrokenFileIsOneLineSayingWhere() {
        let down = Self.event("pointerdown", "10", x: 1)
        // Where events[0] and events[1] begin in a trace.
        let first = Array(Self.trace(["X"]).utf8).firstIndex(of: UInt8(ascii: "X"))!
        let second = first + down.utf8.count + 4
        let cases: [(String, String)] = [
            // Truncated wherever it is cut.
            (String(Self.flick.prefix(120)), "byte 120: the file ends inside \"events\"[0]: it was cut short"),
            (String(Self.flick.dropLast(3)), "the file ends inside \"events\"[5]"),
            (
                Self.trace([down]).replacingOccurrences(of: "\n]}\n", with: ","),
                "the file ends inside the \"events\" array, after 1 element: it was cut short — save the trace again"
            ),
            ("{\"pointer_events\": 1", "byte 20: the file ends inside the member \"pointer_events\""),
            ("", "the file ends before its object began"),
            (
                "{\"pointer_events\": 2, \"events\": []}",
                "byte 19: pointer_events is 2: this playground reads version 1 — record it again"
            ),
            (
                "{\"format\": \"motion-playground-replay\"}",
                "byte 1: the first key is \"format\", not \"pointer_events\": this JSON is no browser's"
            ),
            ("{\"pointer_events\": 1, \"events\": []}", "byte 32: \"events\" comes before \"device_pixel_ratio\""),
            ("{\"pointer_events\": 1, \"device_pixel_ratio\": 2}", "has no \"events\" array"),
            ("{\"pointer_events\": 1, \"device_pixel_ratio\": -1, \"events\": []}", "device_pixel_ratio is -1, not"),
            (Self.trace([down, "{\"type\": \"pointermove\"}"]), "events[1] at byte "),
            (
                Self.trace([down, "{\"type\": \"pointermove\"}"]),
                "has no \"pointerId\" — see the pointer-events format"
            ),
            (
                Self.trace([down.replacingOccurrences(of: "\"clientX\": 1.0, ", with: "")]),
                "events[0] at byte \(first): has no \"clientX\""
            ),
            (
                Self.trace([Self.event("pointerover", "1", x: 1)]),
                "type \"pointerover\" is not pointerdown, pointermove"
            ),
            (
                Self.trace([Self.event("pointerdown", "1", x: 1, kind: "")]),
                "pointerType \"\" is not mouse, touch or pen"
            ),
            (Self.trace([Self.event("pointerdown", "1", x: 1, kind: "trackpad")]), "is not mouse, touch or pen"),
            (
                // 9.9995 ms is 10 000 µs, no earlier; 9.9994 is 9999 µs.
                Self.trace([down, Self.event("pointermove", "9.9994", x: 2)]),
                "events[1] at byte \(second): timeStamp goes back, from 10.000 to 9.999 ms"
            ),
            (Self.trace([down, down]), "events[1] at byte \(second): pointer 2 goes down again"),
            (
                Self.trace([down, Self.event("pointerup", "600010.001", x: 1)]),
                "events[1] at byte \(second): pointer 2 has been down over 10 minutes (since 10.000 ms)"
            ),
            (Self.trace([Self.event("pointerdown", "\"10\"", x: 1)]), "\"timeStamp\" is a string \"10\", not a number"),
            (Self.trace([Self.event("pointerdown", "1e400", x: 1)]), "\"timeStamp\" is 1e400, not a number"),
            (Self.trace([Self.event("pointerdown", "1", x: 1e12)]), "clientX 1000000000000 is no position on a screen"),
            (
                Self.trace([down.replacingOccurrences(of: "\"pointerId\": 2", with: "\"pointerId\": 2.5")]),
                "whole number"
            ),
            (Self.trace(["[1, 2]"]), "events[0] at byte \(first): is an array, not an event object"),
            (Self.trace([down + " x"]), "unexpected 'x' after the value"),
            (Self.trace(["{\"type\": tru}"]), "events[0] at byte \(first + 9): unexpected 't' where a value should be"),
            (Self.trace(["{\"a\": [1}"]), "unexpected '}' inside an array"),
            (Self.trace(["{\"type\": -}"]), "events[0] at byte \(first + 10): unexpected '}' inside a number"),
            ("{\"pointer_events\": -, \"events\": []}", "byte 20: an incomplete value"),
            (Self.trace([down + ","]), "events[1] at byte \(second - 2): unexpected ']' where a value should be"),
            (Self.trace([down]) + "x", "unexpected 'x' after the object"),
            (Self.trace([down]).replacingOccurrences(of: "]}", with: "}}"), "inside the \"events\" array (expected"),
            ("{\"pointer_events\": 1, \"pointer_events\": 1}", "the key \"pointer_events\" comes twice"),
            ("{\"pointer_events\": 1, \"device_pixel_ratio\": 1, \"events\": 3}", "where the \"events\" array should"),
            (
                Self.trace([
                    Self.event("pointerdown", "1", x: 1, extra: "\"pad\": \"\(String(repeating: "a", count: 5000))\"")
                ]),
                "events[0] at byte \(first): it is longer than 4096 bytes"
            ),
        ]
        for (text, expected) in cases {
            let message = Self.refusal(text)
            #expect(message.contains(expected), "\(text.prefix(80)): \(message)")
            #expect(!message.contains("\n"))
        }
        // Not UTF-8 inside an event: the byte it is at.
        var bytes = Array(Self.trace([down]).utf8)
        let at = first + 3
        bytes[at] = 0xFF
        #expect(Self.refusal(bytes).hasPrefix("events[0] at byte \(at): a byte that is not UTF-8 text — "))
    }

    /// Strokes come out as their events arrive, chunk by chunk, never waiting for the file's end:
    /// the reader holds an event and the pointers down, whatever the file's length.
    @Test func aLongFileStreams() throws {
        var reader = PointerEventsReader(file: "t.json")
        var ended: [TouchStroke] = []
        ended += try reader.read(Array("{\"pointer_events\": 1, \"device_pixel_ratio\": 1, \"events\": [".utf8)[...])
        for stroke in 0..<2_000 {
            var chunk = ""
            let t = stroke * 100
            chunk += Self.event("pointerdown", "\(t)", x: 0) + ","
            for i in 1...3 { chunk += Self.event("pointermove", "\(t + i)", x: Double(i)) + "," }
            chunk += Self.event("pointerup", "\(t + 4)", x: 3, pressure: 0) + (stroke == 1_999 ? "]}" : ",")
            let before = ended.count
            ended += try reader.read(Array(chunk.utf8)[...])
            // Each stroke ends as soon as its up is read.
            #expect(ended.count == before + 1)
        }
        #expect(try reader.finish().isEmpty)
        #expect(ended.count == 2_000 && reader.eventCount == 10_000)
        #expect(ended.last?.samples.map(\.time) == [199_900_000, 199_901_000, 199_902_000, 199_903_000])
    }
}
