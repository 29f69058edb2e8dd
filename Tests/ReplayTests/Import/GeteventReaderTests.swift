import Foundation
import Motion
import Testing

@testable import Replay

/// getevent traces read as Android's InputReader builds fingers: the three real traces, and the
/// phone's written again as type B, as numbers (`getevent -t`) and under a `-lp` header, all
/// giving the same finger at the same device times.
@Suite struct GeteventReaderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Fingers")

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// Every stroke of `text`, or the first problem with its line number.
    static func strokes(_ text: String) -> Result<(strokes: [TouchStroke], reader: GeteventReader), TraceError> {
        var reader = GeteventReader()
        var out: [TouchStroke] = []
        for (n, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            switch reader.read(line) {
            case .failure(let p): return .failure(TraceError(file: "t", line: n + 1, problem: p.text, advice: ""))
            case .success(let s): out += s
            }
        }
        out += reader.finish()
        return .success((out, reader))
    }

    static func only(_ text: String) throws -> TouchStroke {
        let strokes = try strokes(text).get().strokes
        try #require(strokes.count == 1, "\(strokes.count) strokes")
        return strokes[0]
    }

    /// The Galaxy S (type A, tracking id 0 in every report, an empty report on lift): 24 reports
    /// that change the finger, from 1411.748223 to 1412.122013, lifted by the empty report at
    /// 1412.162500, 40.5 ms later (past Android's 40 ms rule).
    @Test func thePhonesFingerIsItsReportsAtTheirOwnTimes() throws {
        let stroke = try Self.only(try Self.text("phone-single-drag.txt"))
        #expect(stroke.samples.count == 24)
        #expect(
            stroke.samples.first == TouchStroke.Sample(time: 1_411_748_223, x: 0x273, y: 0x306, pressure: 0x31, size: 4)
        )
        #expect(stroke.samples.last?.time == 1_412_122_013 && stroke.samples.last?.x == 0x3fb)
        #expect(stroke.liftTime == 1_412_162_500)
        #expect(zip(stroke.samples, stroke.samples.dropFirst()).allSatisfy { $0.time < $1.time })
    }

    /// The TF201 never releases BTN_TOUCH: the multi-touch data's empty report is the lift.
    @Test func theTabletsLiftIsItsEmptyReportNotBTNTouch() throws {
        let text = try Self.text("tablet-single-drag.txt")
        #expect(!text.contains("BTN_TOUCH            UP"))
        let stroke = try Self.only(text)
        #expect(stroke.liftTime == 212_936_272_798)
        #expect(stroke.samples.last?.time == 212_936_242_738)
        #expect(stroke.samples.first?.time == 212_935_305_920)
    }

    /// The emulator's single touch: ABS_X / ABS_Y under BTN_TOUCH, lifted by BTN_TOUCH UP.
    @Test func theEmulatorsSingleTouchLiftsWithBTNTouchUp() throws {
        let stroke = try Self.only(try Self.text("emulator-drag.txt"))
        #expect(stroke.samples.first == TouchStroke.Sample(time: 460_610_221, x: 0x168, y: 0x392))
        #expect(stroke.liftTime == 461_585_677)
        #expect(stroke.samples.last?.x == 0x297)
    }

    /// The phone's trace as type B (a slot, a tracking id, only what changed, −1 on lift), as
    /// `getevent -t` numbers with the device's path, and under a `-lp` header: the same finger.
    @Test func typeBNumbersAndAHeaderGiveTheSameFinger() throws {
        let phone = try Self.text("phone-single-drag.txt")
        let original = try Self.only(phone)
        let typeB = try Self.only(TraceVariants.typeB(phone))
        #expect(typeB.samples == original.samples && typeB.liftTime == original.liftTime)
        let numeric = try Self.only(TraceVariants.numeric(phone))
        #expect(numeric.samples == original.samples && numeric.liftTime == original.liftTime)
        let withHeader = TraceVariants.header(xMax: 1023, yMax: 1023) + phone
        let read = try Self.strokes(withHeader).get()
        #expect(read.strokes.map(\.samples) == [original.samples])
        let range = try #require(read.reader.ranges.position)
        #expect(range.x == TouchAxisRange(min: 0, max: 1023) && range.y == TouchAxisRange(min: 0, max: 1023))
    }

    /// Two fingers in type A without tracking ids keep their strokes by nearest neighbour, even
    /// when the panel reports them in the other order.
    @Test func typeAFingersWithoutIdsAreMatchedByNearestNeighbour() throws {
        var lines: [String] = []
        func report(_ t: Int, _ contacts: [(Int, Int)]) {
            let stamp = String(format: "[%8d.%06d]", t / 1_000_000, t % 1_000_000)
            for (x, y) in contacts {
                lines.append("\(stamp) EV_ABS ABS_MT_POSITION_X \(String(format: "%08x", x))")
                lines.append("\(stamp) EV_ABS ABS_MT_POSITION_Y \(String(format: "%08x", y))")
                lines.append("\(stamp) EV_SYN SYN_MT_REPORT 00000000")
            }
            if contacts.isEmpty { lines.append("\(stamp) EV_SYN SYN_MT_REPORT 00000000") }
            lines.append("\(stamp) EV_SYN SYN_REPORT 00000000")
        }
        report(1_000_000, [(100, 500), (900, 500)])
        report(1_010_000, [(880, 500), (120, 500)])  // swapped order
        report(1_020_000, [(140, 500), (860, 500)])
        report(1_030_000, [])
        let strokes = try Self.strokes(lines.joined(separator: "\n")).get().strokes
        #expect(strokes.count == 2)
        let left = try #require(strokes.first { $0.samples[0].x == 100 })
        let right = try #require(strokes.first { $0.samples[0].x == 900 })
        #expect(left.samples.map(\.x) == [100, 120, 140] && right.samples.map(\.x) == [900, 880, 860])
        #expect(left.liftTime == 1_030_000 && right.liftTime == 1_030_000)
    }

    @Test func aBrokenLineIsOneLineSayingWhere() throws {
        let phone = try Self.text("phone-single-drag.txt")
        var lines = phone.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        let cases: [(Int, String, String)] = [
            (3, "[    1411.748205] EV_ABS", "has a type, a code and a value, this line has 1 fields"),
            (3, "[    1411.74820x] EV_ABS ABS_MT_PRESSURE 00000031", "is not a time in seconds"),
            (3, "[    1411.748205 EV_ABS ABS_MT_PRESSURE 00000031", "without its closing ]"),
            (3, "[    1411.748205] EV_ABS ABS_MT_PRESSURE 0000003g", "\"0000003g\" is not a value"),
            (
                9, "[    1411.700000] EV_ABS ABS_MT_POSITION_X 00000273",
                "time goes back, from 1411.792643 to 1411.700000"
            ),
        ]
        for (index, replacement, expected) in cases {
            let saved = lines[index]
            lines[index] = replacement
            switch Self.strokes(lines.joined(separator: "\n")) {
            case .success: Issue.record("\(replacement) was taken")
            case .failure(let e):
                #expect(e.line == index + 1 && e.problem.contains(expected), "\(replacement): \(e.problem)")
            }
            lines[index] = saved
        }
        // A truncated last line (no value) is refused the same way; events it has no use for are skipped.
        #expect(throws: TraceError.self) { try Self.strokes(phone + "[    1412.2] EV_ABS ABS_MT").get() }
        #expect(try Self.only(phone + "\n[    1412.300000] EV_MSC MSC_SCAN 00000001\n").liftTime == 1_412_162_500)
    }
}

/// The phone's type A trace written in the other forms getevent gives.
enum TraceVariants {
    /// Type B: slot 0, tracking id 7 on the down, only the values that changed, ffffffff on lift.
    static func typeB(_ typeA: String) -> String {
        var out: [String] = []
        var last: [String: String] = [:]
        var down = false
        var frame: [(String, String, String)] = []
        var frameStart: String?
        for line in typeA.split(whereSeparator: \.isNewline) {
            let stamp = String(line.prefix { $0 != "]" }) + "]"
            // Every line of a frame at or after its first event's time, as getevent writes them.
            let first = frameStart ?? stamp
            frameStart = first
            let f = line.split(separator: " ").suffix(3).map(String.init)
            guard f.count == 3 else { continue }
            switch f[1] {
            case "SYN_MT_REPORT": continue
            case "SYN_REPORT":
                if frame.isEmpty {
                    if down { out.append("\(first) EV_ABS ABS_MT_TRACKING_ID ffffffff") }
                    down = false
                    last = [:]
                } else {
                    if !down {
                        out.append("\(first) EV_ABS ABS_MT_SLOT 00000000")
                        out.append("\(first) EV_ABS ABS_MT_TRACKING_ID 00000007")
                    }
                    down = true
                    for (s, code, value) in frame where code != "ABS_MT_TRACKING_ID" && last[code] != value {
                        out.append("\(s) EV_ABS \(code) \(value)")
                        last[code] = value
                    }
                }
                out.append("\(stamp) EV_SYN SYN_REPORT 00000000")
                frame = []
                frameStart = nil
            default:
                frame.append((stamp, f[1], f[2]))
            }
        }
        return out.joined(separator: "\n")
    }

    /// `getevent -t`: numbers, with the device's path before them.
    static func numeric(_ labelled: String) -> String {
        let types = ["EV_SYN": "0000", "EV_KEY": "0001", "EV_ABS": "0003"]
        let codes = [
            "SYN_REPORT": "0000", "SYN_MT_REPORT": "0002", "ABS_MT_POSITION_X": "0035", "ABS_MT_POSITION_Y": "0036",
            "ABS_MT_PRESSURE": "003a", "ABS_MT_TOUCH_MAJOR": "0030", "ABS_MT_TRACKING_ID": "0039",
        ]
        return labelled.split(whereSeparator: \.isNewline).map { line in
            let stamp = String(line.prefix { $0 != "]" }) + "]"
            let f = line.split(separator: " ").suffix(3).map(String.init)
            return "\(stamp) /dev/input/event2: \(types[f[0]]!) \(codes[f[1]]!) \(f[2])"
        }.joined(separator: "\n")
    }

    /// A `getevent -lp` header for the touch panel with these raw maxima.
    static func header(xMax: Int, yMax: Int) -> String {
        """
        add device 1: /dev/input/event2
          name:     "sec_touchscreen"
          events:
            ABS (0003): ABS_MT_TOUCH_MAJOR    : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_X     : value 0, min 0, max \(xMax), fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_Y     : value 0, min 0, max \(yMax), fuzz 0, flat 0, resolution 0
                        ABS_MT_PRESSURE       : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0

        """
    }
}
