import Demos
import Motion
import PlaygroundCore
import Scenes

/// Everything a session starts from; a replay header stores exactly this.
public struct SessionSettings: Hashable, Sendable {
    /// The demo shown first.
    public var demoID: String
    /// The window's size in points (the panel takes its share).
    public var viewport: Size
    /// Pixels per point (2 on HiDPI); drawing only, never behaviour.
    public var pixelScale: Double
    public var seed: UInt64
    /// Every demo's and scene's parameters in force (the user can switch demos mid-session);
    /// its catalog holds the scenes' parameters.
    public var parameters: ParameterValues
    /// The scenes listed after the five demos, in panel order, each with its file's text: a
    /// recording stores them, so it replays after the files change or go.
    public var scenes: [Scene]
    /// While a demo has ghosts to show, the demo's area is split into lanes (`GhostLanes`): the
    /// live demo is laid out in its own lane, so its layout depends on them. Recordings made
    /// before lanes (app_version below 0.3.0) replay with the ghost drawn as it was then.
    public var ghostLanes: Bool
    /// The phone or tablet screen every demo lives in (`run --device`), or nil for the window's
    /// demo area. With one, a demo's size is the screen's and never the window's.
    public var device: DeviceFrame?

    /// `parameters` may have been made before the scenes were known: their declarations are
    /// added to its catalog here, keeping every value it had.
    public init(
        demoID: String, viewport: Size, pixelScale: Double = 1, seed: UInt64 = 1,
        parameters: ParameterValues = ParameterValues(), scenes: [Scene] = [], ghostLanes: Bool = true,
        device: DeviceFrame? = nil
    ) {
        self.demoID = demoID
        self.viewport = viewport
        self.pixelScale = pixelScale
        self.seed = seed
        let missing = scenes.filter { parameters.catalog.parameters(ofDemo: $0.id).isEmpty }
        self.parameters = missing.isEmpty ? parameters : parameters.moved(to: parameters.catalog.adding(missing))
        self.scenes = scenes
        self.ghostLanes = ghostLanes
        self.device = device
    }

    /// Every id the panel lists: the five demos', then the scenes'.
    public var demoIDs: [String] { DemoCatalog.ids + scenes.map(\.id) }
}

/// Why a session cannot start.
public enum SessionError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownDemo(String, known: [String] = DemoCatalog.ids)
    case invalidViewport(Size)
    /// Two scenes (or a scene and a demo) have the same id.
    case duplicateID(String)

    public var description: String {
        switch self {
        case .unknownDemo(let id, let known):
            "unknown demo '\(id)'; known demos: \(known.joined(separator: ", ")) (see `playground demos`)"
        case .duplicateID(let id):
            "two scenes are called '\(id)'; rename one of the files"
        case .invalidViewport(let size):
            "invalid viewport \(size.width)x\(size.height); width and height must be between 320x240 and 16384x16384 points"
        }
    }
}
