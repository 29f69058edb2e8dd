import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore
@testable import Replay

/// `export-video --crop`: the argument, the pixel rectangle with even sides, and the demo's
/// area as the union over the exported frames.
@Suite struct VideoCropTests {
    @Test func theArgumentIsDemoOrFourPointValues() {
        #expect(VideoCrop(argument: "demo") == .demo)
        #expect(VideoCrop(argument: "240,0,784,720") == .points(Rect(x: 240, y: 0, width: 784, height: 720)))
        #expect(VideoCrop(argument: "10.5,20,300.25,200") == .points(Rect(x: 10.5, y: 20, width: 300.25, height: 200)))
        for bad in [
            "", "Demo", "dem", "1,2,3", "1,2,3,4,5", "1,2,0,4", "1,2,3,-4", "-1,0,3,3", "a,b,c,d", "nan,0,1,1",
            "1,,3,4", "1, 2,3,4",
        ] {
            #expect(VideoCrop(argument: bad) == nil, "\(bad)")
        }
    }

    @Test func pixelsAreWholeClippedAndEven() {
        let full = VideoCrop.pixels(of: Rect(x: 240, y: 0, width: 784, height: 720), scale: 1, width: 1024, height: 720)
        #expect(full == VideoCrop.Pixels(x: 240, y: 0, width: 784, height: 720))
        let half = VideoCrop.pixels(
            of: Rect(x: 240, y: 0, width: 784, height: 720), scale: 0.5, width: 512, height: 360)
        #expect(half == VideoCrop.Pixels(x: 120, y: 0, width: 392, height: 360))
        // Odd sides grow by a pixel where the frame has one…
        let odd = VideoCrop.pixels(of: Rect(x: 0, y: 0, width: 101, height: 51), scale: 1, width: 200, height: 100)
        #expect(odd == VideoCrop.Pixels(x: 0, y: 0, width: 102, height: 52))
        // …on the other side at the frame's right and bottom edges…
        let edge = VideoCrop.pixels(of: Rect(x: 99, y: 49, width: 101, height: 51), scale: 1, width: 200, height: 100)
        #expect(edge == VideoCrop.Pixels(x: 98, y: 48, width: 102, height: 52))
        // …and shrink by one when the crop is the whole odd-sized frame.
        let whole = VideoCrop.pixels(of: Rect(x: 0, y: 0, width: 201, height: 99), scale: 1, width: 201, height: 99)
        #expect(whole == VideoCrop.Pixels(x: 0, y: 0, width: 200, height: 98))
        // Fractions grow outward to whole pixels (x 20.8…60.8 → 20…61, then even: 20…62); past the
        // frame is clipped (y 11.2… → 11…100, odd at the bottom edge: 10…100).
        let frac = VideoCrop.pixels(
            of: Rect(x: 10.4, y: 5.6, width: 20, height: 300), scale: 2, width: 200, height: 100)
        #expect(frac == VideoCrop.Pixels(x: 20, y: 10, width: 42, height: 90))
        #expect(
            VideoCrop.pixels(of: Rect(x: 199.5, y: 0, width: 10, height: 10), scale: 1, width: 200, height: 100) == nil)
    }

    @Test func theDemoAreaIsTheUnionOverTheExportedFrames() throws {
        // The tuning panel opens at frame 200 and closes at frame 400.
        var frames: [ReplayFrame] = []
        for i in 0..<600 {
            let t = Int64(i + 1) * 16_667
            var inputs: [TimedInput] = []
            if i == 200 || i == 400 { inputs.append(TimedInput(time: t, .keyPressed("t", modifiers: []))) }
            frames.append(ReplayFrame(frame: Frame(index: i, time: t), inputs: inputs))
        }
        let settings = SessionSettings(demoID: "salon", viewport: Size(width: 1024, height: 720), seed: 1)
        let replay = Replay(source: "panel.jsonl", header: ReplayHeader(session: settings), frames: frames)
        var app = try PlaygroundApp(settings: settings)
        for f in frames.prefix(201) { app.step(f.frame, inputs: f.inputs) }
        let narrow = app.demoArea
        #expect(narrow.width < 784 && narrow.minX == 240, "the panel docks at the right: \(narrow)")
        #expect(try VideoCrop.demoArea(of: replay, first: 0, last: 100) == Rect(x: 240, y: 0, width: 784, height: 720))
        #expect(try VideoCrop.demoArea(of: replay, first: 250, last: 350) == narrow)
        #expect(
            try VideoCrop.demoArea(of: replay, first: 150, last: 350) == Rect(x: 240, y: 0, width: 784, height: 720))
    }
}
