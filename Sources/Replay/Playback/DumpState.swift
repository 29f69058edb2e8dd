import Lab
import PlaygroundCore

/// The `--dump-state` object of DESIGN.md, shared by `run` and `replay`:
/// `{"demo":ID,"frame":N,"time_us":T,"digest":HEX,"state":{...}}` on one line. Before the
/// first frame, `frame` and `time_us` are null.
public struct DumpState: Hashable, Sendable {
    public var demo: String
    public var frame: Frame?
    public var digest: String
    public var state: StateValue
    /// The screen the demos live in (`run --device`): `{"name", "width", "height", "density"}`,
    /// left out when there is none.
    public var device: DeviceFrame?

    public init(demo: String, frame: Frame?, digest: String, state: StateValue, device: DeviceFrame? = nil) {
        self.demo = demo
        self.frame = frame
        self.digest = digest
        self.state = state
        self.device = device
    }

    /// The app as it is now: its current demo, last stepped frame, digest and state.
    public init(app: PlaygroundApp) {
        self.init(
            demo: app.currentDemoID, frame: app.lastFrame.index >= 0 ? app.lastFrame : nil,
            digest: app.digest().hex, state: app.demoState, device: app.settings.device)
    }

    public var value: StateValue {
        var fields = [
            StateField("demo", .string(demo)),
            StateField("frame", frame.map { .int($0.index) } ?? .null),
            StateField("time_us", frame.map { .int(Int($0.time)) } ?? .null),
            StateField("digest", .string(digest)),
            StateField("state", state),
        ]
        if let device {
            let screen = StateValue.fields([
                "name": .string(device.name), "width": .double(device.size.width),
                "height": .double(device.size.height), "density": .double(device.density),
            ])
            fields.append(StateField("device", screen))
        }
        return .object(fields)
    }

    /// Compact JSON (doubles in shortest round-trip form), without a trailing newline.
    public var json: String { value.json }
}
