import Foundation
import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore
@testable import Replay

@Suite struct ReplayRoundTripTests {
    /// One of every input fact, with doubles that only survive an exact round-trip format.
    static let everyInput: [Input] = [
        .pointerPressed(Point(x: 0.1 + 0.2, y: 1e-9), button: .left),
        .pointerMoved(Point(x: -0.0, y: 1.0 / 3.0)),
        .pointerMoved(Point(x: .leastNonzeroMagnitude, y: -1e7)),
        .pointerReleased(Point(x: 1234.5678901234567, y: 2e-300), button: .middle),
        .pointerPressed(Point(x: 1e7, y: 0), button: .right),
        .pointerExited,
        .wheelScrolled(dx: 0.1 + 0.2, dy: -1e-9),
        .wheelScrolled(dx: -9999.999999999998, dy: 1e4),
        .keyPressed(.left, modifiers: [.shift]),
        .keyReleased(.left, modifiers: [.shift, .ctrl, .alt, .gui]),
        .keyPressed("f12", modifiers: []),
        .keyPressed("7", modifiers: [.gui]),
        .viewportResized(Size(width: 1024.5, height: 720.25)),
        .viewportResized(Size(width: 16384, height: 0.1 + 0.7)),
        .focusChanged(true),
        .focusChanged(false),
        // Format v2: fingers and pens, with what the device said about their contact.
        .pointerPressed(
            Point(x: 3, y: 4), button: .left, pointer: Pointer(id: 7, kind: .touch, pressure: 0.1 + 0.2, size: 12.5)),
        .pointerMoved(Point(x: 5, y: 6), pointer: Pointer(id: 4_294_967_295, kind: .pen)),
        .pointerReleased(Point(x: 5, y: 6), button: .left, pointer: Pointer(id: 0, kind: .touch, pressure: 1)),
        .pointerMoved(Point(x: 1, y: 1), pointer: Pointer(id: 2, kind: .trackpad, size: 0)),
    ]

    static func syntheticFrames() -> [ReplayFrame] {
        var frames: [ReplayFrame] = []
        var time: Int64 = 0
        for index in 0..<130 {
            time += index % 7 == 0 ? 0 : 16_667  // equal frame times are allowed
            var inputs: [TimedInput] = []
            if index % 3 == 0 {
                for (k, input) in everyInput.enumerated() where (k + index) % 4 == 0 {
                    inputs.append(TimedInput(time: max(0, time - 10_000 + Int64(k)), input))
                }
            }
            frames.append(ReplayFrame(frame: Frame(index: index, time: time), inputs: inputs))
        }
        return frames
    }

    @Test func everyInputKindSurvivesWriteThenReadExactly() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/nested/deeper/session.jsonl"
        let header = ReplayHeader(
            appVersion: AppVersion.build, demoID: "easing",
            viewport: Size(width: 1024, height: 720), pixelScale: 2, seed: UInt64.max,
            settings: ["pages": "5", "salon.deceleration_rate": "0.99"],
            created: "2024-01-02T03:04:05Z \"quoted\" new\nline ✓")
        // A missing folder is refused, as every output refuses one, and nothing is created...
        #expect {
            try ReplayWriter(path: path, header: header)
        } throws: {
            ($0 as? ReplayError)?.description
                == "\(path): the folder \(dir)/nested/deeper does not exist; create it, or choose another location"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
        // ...unless it is the program's own (Ctrl+R's), which it makes.
        let writer = try ReplayWriter(path: path, header: header, createFolder: true)
        let frames = Self.syntheticFrames()
        for f in frames {
            try writer.append(frame: f.frame, inputs: f.inputs)
            try writer.checkpointIfDue {
                ("easing", StateDigest(), .fields(["offset_y": .double(0.1 + 0.2), "n": .int(f.frame.index)]))
            }
        }
        try writer.finish(demo: "easing", digest: StateDigest(), state: .fields(["offset_y": .double(-0.0)]))

        let replay = try ReplayReader().read(path: path)
        #expect(replay.header == header)
        #expect(replay.frames == frames)
        #expect(replay.checkpoints.map(\.frame) == [60, 120])
        #expect(replay.checkpoints[0].state == .fields(["offset_y": .double(0.1 + 0.2), "n": .int(60)]))
        #expect(replay.end?.frame == 129)
        #expect(replay.notice == nil)
        #expect(replay.truncatedAfterFrame == nil)
        // == treats -0.0 and 0.0 alike; the bits must survive too.
        let written = frames.flatMap(\.inputs).map(Self.bits)
        let read = replay.frames.flatMap(\.inputs).map(Self.bits)
        #expect(written == read)
    }

    static func bits(_ t: TimedInput) -> [UInt64] {
        switch t.input {
        case .pointerPressed(let p, _, _), .pointerMoved(let p, _), .pointerReleased(let p, _, _):
            [p.x.bitPattern, p.y.bitPattern]
        case .wheelScrolled(let dx, let dy): [dx.bitPattern, dy.bitPattern]
        case .viewportResized(let s): [s.width.bitPattern, s.height.bitPattern]
        default: []
        }
    }

    @Test func linesNameEverythingAndWriteIntegersAsIntegers() throws {
        let line = ReplayLineEncoder.frame(
            Frame(index: 3, time: 50_000),
            inputs: [
                TimedInput(time: 40_000, .pointerPressed(Point(x: 512, y: 0.1 + 0.2), button: .left)),
                TimedInput(time: 41_000, .keyPressed(.left, modifiers: [.shift])),
                TimedInput(time: 42_000, .wheelScrolled(dx: 0, dy: 1e-9)),
            ])
        #expect(
            line == #"{"type":"frame","index":3,"time_us":50000,"inputs":["#
                + #"{"type":"pointer_pressed","time_us":40000,"x":512,"y":0.30000000000000004,"button":"left"},"#
                + #"{"type":"key_pressed","time_us":41000,"key":"left","modifiers":["shift"]},"#
                + #"{"type":"wheel","time_us":42000,"dx":0,"dy":1e-09}]}"#)
    }

    @Test func dumpStateHasTheDesignedShape() throws {
        var app = try PlaygroundApp(
            settings: SessionSettings(demoID: "easing", viewport: Size(width: 1024, height: 720)))
        #expect(DumpState(app: app).json.hasPrefix(#"{"demo":"easing","frame":null,"time_us":null,"digest":""#))
        app.step(Frame(index: 0, time: 16_667), inputs: [])
        let dump = DumpState(app: app)
        #expect(
            dump.json.hasPrefix(
                #"{"demo":"easing","frame":0,"time_us":16667,"digest":"\#(app.digest().hex)","state":{"#))
        #expect(dump.json.hasSuffix(app.demoState.json + "}"))
    }
}
