import Foundation
import Testing

/// `playground import` on a browser's pointer events, through the binary: the JSON is told from
/// a getevent trace by its content, needs no --screen or --density, and writes a recording that
/// verifies and whose pointer inputs are the file's events at their own times and positions (CSS
/// pixels are points); a cancelled stroke ends without a fling, and what is wrong is one line.
@Suite struct PointerEventsImportTests {
    /// An event as docs/touch-recorder.html writes it.
    static func event(_ type: String, _ time: Double, x: Double, y: Double = 420, id: Int = 2) -> [String: Any] {
        [
            "type": type, "pointerId": id, "pointerType": "touch", "timeStamp": time, "clientX": x, "clientY": y,
            "pressure": type == "pointerup" ? 0 : 0.5, "width": 24, "height": 24,
        ]
    }

    /// A flick to the left at a 120 Hz panel's coalesced samples, lifted 4 ms after its last move
    /// (or at `liftTime`; or cancelled there, `end`), then (optionally) a slow drag to the right
    /// that the browser cancels.
    static func trace(cancelled: Bool = false, liftTime: Double? = nil, end: String = "pointerup") throws -> Data {
        var events = [event("pointerdown", 1523.6000000014901, x: 300)]
        for i in 1...12 {
            events.append(event("pointermove", 1523.6 + 8.333 * Double(i), x: 300 - 14.5 * Double(i), y: 420 + 0.25))
        }
        events.append(event(end, liftTime ?? 1523.6 + 8.333 * 12 + 4, x: 300 - 14.5 * 12, y: 420.25))
        if cancelled {
            events.append(event("pointerdown", 3000, x: 100, id: 3))
            for i in 1...5 {
                events.append(event("pointermove", 3000 + 16.7 * Double(i), x: 100 + 3 * Double(i), id: 3))
            }
            events.append(event("pointercancel", 3200, x: 0, y: 0, id: 3))
        }
        // As the page writes it: pointer_events first, then the ratio, then an event a line.
        let body = try events.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
        return Data(
            ("{\"pointer_events\": 1, \"device_pixel_ratio\": 2.625,\n \"events\": [\n  "
                + body.joined(separator: ",\n  ") + "\n]}\n").utf8)
    }

    /// The pointer inputs of a recording's frames: type, time (µs) and position.
    static func pointerInputs(_ recording: String) throws -> [(type: String, time: Int64, x: Double, y: Double)] {
        var out: [(String, Int64, Double, Double)] = []
        for line in try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").dropFirst() {
            guard let frame = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let inputs = frame["inputs"] as? [[String: Any]]
            else { continue }
            for input in inputs {
                guard let type = input["type"] as? String, type.hasPrefix("pointer_") || type.hasPrefix("focus_"),
                    let time = (input["time_us"] as? NSNumber)?.int64Value
                else { continue }
                out.append((type, time, input["x"] as? Double ?? .nan, input["y"] as? Double ?? .nan))
            }
        }
        return out
    }

    /// What the file's events say, as the reader keeps them: each down and move that changed
    /// something, in µs and CSS pixels.
    static func expectedSamples(_ data: Data) throws -> [(time: Int64, x: Double, y: Double)] {
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let events = try #require(object["events"] as? [[String: Any]])
        return events.filter { ($0["type"] as? String).map { ["pointerdown", "pointermove"].contains($0) } == true }
            .map { e in
                (
                    Int64(((e["timeStamp"] as! Double) * 1000).rounded()), e["clientX"] as! Double,
                    e["clientY"] as! Double
                )
            }
    }

    /// A scratch folder with `data` in it as `name`.
    static func written(_ data: Data, as name: String) throws -> (dir: URL, file: URL) {
        let dir = try ImportCommandTests.scratch()
        let file = dir.appendingPathComponent(name)
        try data.write(to: file)
        return (dir, file)
    }

    @Test func aBrowsersFlickBecomesARecordingOfItsOwnEvents() throws {
        let data = try Self.trace()
        // Named .txt: the format is told by what the file holds, not by its name.
        let (dir, file) = try Self.written(data, as: "flick.txt")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("flick.jsonl").path
        let imported = try ImportCommandTests.run(["import", file.path, "--demo", "salon", "--output", out])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.hasPrefix("wrote \(out): 1 gesture\n"), "\(imported.stdout)")
        // One finger, 13 samples at 120 Hz over 100 ms, 174 pt along x, lifted 4 ms after the last move.
        // No platform read 0 by a rule: nothing follows the table.
        let row = imported.stdout.split(separator: "\n").last.map { $0.split(separator: " ").map(String.init) } ?? []
        #expect(!imported.stdout.contains("read 0"), "\(imported.stdout)")
        #expect(
            Array(row.prefix(11)) == ["1", "1", "13", "120", "Hz", "100.0", "ms", "174", "pt", "4.0", "ms"], "\(row)")
        let verify = try ImportCommandTests.run(["verify", out])
        #expect(verify.status == 0, "\(verify.stdout) \(verify.stderr)")

        // The demos' density is the page's device pixel ratio.
        let header = try String(contentsOfFile: out, encoding: .utf8).prefix { $0 != "\n" }
        #expect(header.contains("\"salon.density\":\"2.625\""), "\(header)")
        // Each pointer input says it is a finger, with the page's pressure and width (CSS px are points).
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.contains(#","pointer":{"id":2,"kind":"touch","pressure":0.5,"size":24}"#), "\(text.prefix(2000))")

        // Every sample is a pointer input at its own time, moved by the file's CSS pixels.
        let inputs = try Self.pointerInputs(out)
        let samples = try Self.expectedSamples(data)
        try #require(inputs.count == samples.count + 1, "\(inputs.map(\.type))")
        #expect(inputs.first?.type == "pointer_pressed" && inputs.last?.type == "pointer_released")
        #expect(inputs.dropFirst().dropLast().allSatisfy { $0.type == "pointer_moved" })
        for (input, sample) in zip(inputs, samples) {
            #expect(input.time - inputs[0].time == sample.time - samples[0].time)
            #expect(abs((input.x - inputs[0].x) - (sample.x - samples[0].x)) < 1e-9)
        }
        // The lift: 12 moves 8.333 ms apart, then 4 ms.
        #expect(inputs.last!.time - inputs[0].time == 103_996)
    }

    @Test func aCancelledStrokeEndsWithNoFling() throws {
        let (dir, file) = try Self.written(try Self.trace(cancelled: true), as: "cancel.json")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("cancel.jsonl").path
        let imported = try ImportCommandTests.run(["import", file.path, "--demo", "salon", "--output", out])
        #expect(imported.status == 0, "\(imported.stderr)")
        let rows = imported.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        try #require(rows.count == 4, "\(imported.stdout)")
        // The flick flings under every platform; the cancelled drag has no release to read.
        let speeds = rows[2].suffix(8).enumerated().filter { $0.offset % 2 == 0 }.map { Double($0.element) ?? 0 }
        #expect(speeds.count == 4 && speeds.allSatisfy { abs($0) > 500 }, "\(rows[2])")
        #expect(Array(rows[3].suffix(5)) == ["cancelled", "-", "-", "-", "-"], "\(rows[3])")
        let verify = try ImportCommandTests.run(["verify", out])
        #expect(verify.status == 0, "\(verify.stdout) \(verify.stderr)")
        // The recording has no cancel: its press ends as the pointer gone and focus lost, at the cancel's time.
        let inputs = try Self.pointerInputs(out)
        let press = try #require(inputs.lastIndex { $0.type == "pointer_pressed" })
        #expect(
            inputs[press...].map(\.type) == ["pointer_pressed"] + Array(repeating: "pointer_moved", count: 5)
                + ["pointer_exited", "focus_changed", "focus_changed"])
        #expect(inputs.last!.time - inputs[press].time == 200_000)

        // The flick cancelled instead of lifted: no fling, so the salon snaps onto the card nearest
        // where the drag left it (174 pt on), two cards (330 pt each) short of where the lift flings it.
        let flick = try Self.restingOffset(try Self.trace(), in: dir, "lifted")
        let stopped = try Self.restingOffset(try Self.trace(end: "pointercancel"), in: dir, "stopped")
        #expect(flick - stopped > 600, "lifted: \(flick), cancelled: \(stopped)")
    }

    /// Where the salon's strip rests (`offset_x` in the recording's end line) after importing `data`.
    static func restingOffset(_ data: Data, in dir: URL, _ name: String) throws -> Double {
        let file = dir.appendingPathComponent("\(name).json")
        try data.write(to: file)
        let out = dir.appendingPathComponent("\(name).jsonl").path
        let imported = try ImportCommandTests.run(["import", file.path, "--demo", "salon", "--output", out])
        try #require(imported.status == 0, "\(imported.stderr)")
        let end = try #require(try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").last)
        let line = try #require(try JSONSerialization.jsonObject(with: Data(end.utf8)) as? [String: Any])
        return try #require((line["state"] as? [String: Any])?["offset_x"] as? Double, "\(end)")
    }

    @Test func whatDoesNotApplyOrIsWrongIsOneLine() throws {
        let data = try Self.trace()
        let (dir, file) = try Self.written(data, as: "flick.json")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.jsonl").path
        let broken = dir.appendingPathComponent("broken.json").path
        try Data(data.prefix(300)).write(to: URL(fileURLWithPath: broken))
        let back = dir.appendingPathComponent("back.json").path
        try Self.trace(liftTime: 1600).write(to: URL(fileURLWithPath: back))
        let base = ["import", file.path, "--demo", "salon", "--output", out]
        let cases: [([String], String)] = [
            (
                base + ["--screen", "480x800", "--raw-range", "1023,1023"],
                "--screen and --raw-range are for getevent traces; \(file.path) is a browser's pointer events, whose "
                    + "CSS pixels are points already: leave them out"
            ),
            (base + ["--rotation", "90"], "--rotation is for getevent traces"),
            (base + ["--density", "5"], "--density 5 is not 1 to 4"),
            (
                ["import", broken, "--demo", "salon", "--output", out],
                "broken.json: byte 300: the file ends inside \"events\"["
            ),
            (
                ["import", back, "--demo", "salon", "--output", out],
                "back.json: events[13] at byte"
            ),
            (
                ["import", back, "--demo", "salon", "--output", out],
                "timeStamp goes back, from 1623.596 to 1600.000 ms"
            ),
        ]
        try ImportCommandTests.expectRefusals(cases, leaving: out)
        // --density, given, is the demos' density instead of the page's ratio.
        let given = try ImportCommandTests.run(base + ["--density", "2"])
        #expect(given.status == 0, "\(given.stderr)")
        let header = try String(contentsOfFile: out, encoding: .utf8).prefix { $0 != "\n" }
        #expect(header.contains("\"salon.density\":\"2\""), "\(header)")
    }
}
