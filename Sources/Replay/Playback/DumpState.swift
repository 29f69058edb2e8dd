import Playground

/// The `--dump-state` object of DESIGN.md, shared by `run` and `replay`:
/// `{"demo":ID,"frame":N,"time_us":T,"digest":HEX,"state":{...}}` on one line. Before the
/// first frame, `frame` and `time_us` are null.
public struct DumpState: Hashable, Sendable {
    public var demo: String
    public var frame: Frame?
    public var digest: String
    public var state: StateValue

    public init(demo: String, frame: Frame?, digest: String, state: StateValue) {
        self.demo = demo
        self.frame = frame
        self.digest = digest
        self.state = state
    }

    /// The app as it is now: its current demo, last stepped frame, digest and state.
    public init(app: PlaygroundApp) {
        self.init(
            demo: app.currentDemoID, frame: app.lastFrame.index >= 0 ? app.lastFrame : nil,
            digest: app.digest().hex, state: app.demoState)
    }

    public var value: StateValue {
        .fields([
            "demo": .string(demo),
            "frame": frame.map { .int($0.index) } ?? .null,
            "time_us": frame.map { .int(Int($0.time)) } ?? .null,
            "digest": .string(digest),
            "state": state,
        ])
    }

    /// Compact JSON (doubles in shortest round-trip form), without a trailing newline.
    public var json: String { value.json }
}
