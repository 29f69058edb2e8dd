import Lab
import Motion
import PlaygroundCore
import Scenes

/// The first line of a replay: everything a session starts from, plus where it came from.
public struct ReplayHeader: Hashable, Sendable {
    /// The format version the file was written with (after upgrading, what it was read as).
    public var version: Int
    /// The playground version that wrote the file (informational: replays are bit-exact only
    /// on the build that recorded them, and verification says so when they differ).
    public var appVersion: String
    public var demoID: String
    /// Window size in points.
    public var viewport: Size
    public var pixelScale: Double
    public var seed: UInt64
    /// Parameter name → value text as the file has them (old names included). A new recording
    /// states every parameter in force; reading checks each one exactly as `run --set` does.
    public var settings: [String: String]
    /// When the recording started, ISO 8601 (informational, never validated beyond its type).
    public var created: String?
    /// The session's scenes with their files' text as they were when it started: a recording
    /// replays after the files change or go. Absent in files without scenes.
    public var scenes: [Scene] = []
    /// The phone or tablet screen the session's demos lived in (`run --device`); absent in files
    /// made without one, whose demos had the window's demo area.
    public var device: DeviceFrame?

    public init(
        version: Int = ReplayFormat.version, appVersion: String, demoID: String, viewport: Size,
        pixelScale: Double = 1, seed: UInt64 = 1, settings: [String: String] = [:], created: String? = nil
    ) {
        self.version = version
        self.appVersion = appVersion
        self.demoID = demoID
        self.viewport = viewport
        self.pixelScale = pixelScale
        self.seed = seed
        self.settings = settings
        self.created = created
    }

    /// The header of a session started with `settings` on this build.
    public init(session settings: SessionSettings, created: String? = nil) {
        self.init(
            appVersion: AppVersion.build, demoID: settings.demoID, viewport: settings.viewport,
            pixelScale: settings.pixelScale, seed: settings.seed, settings: settings.parameters.settings,
            created: created)
        scenes = settings.scenes
        device = settings.device
    }

    /// The parameters this file can name: the five demos' and its scenes'.
    public var catalog: ParameterCatalog { ParameterCatalog.builtIn.adding(scenes) }

    /// The settings the session plays under: the file's, plus the old value of each parameter
    /// pinned since `appVersion` that it does not set (`PhysicsChange.pinnedSettings`: a 0.1.0
    /// header without `density` reads 1, the physics of that version).
    public var effectiveSettings: [String: String] {
        PhysicsChange.pinnedSettings(settings, recordedWith: appVersion, catalog: catalog)
    }

    /// What the session is started with on replay. A header the reader accepted never throws:
    /// it has already validated the settings, and a pinned value is in its parameter's range.
    public var sessionSettings: SessionSettings {
        get throws(ParameterError) {
            SessionSettings(
                demoID: demoID, viewport: viewport, pixelScale: pixelScale, seed: seed,
                parameters: try ParameterValues(settings: effectiveSettings, catalog: catalog), scenes: scenes,
                ghostLanes: drawsGhostLanes, device: device)
        }
    }

    /// The first version whose live demo makes room for ghost lanes (`SessionSettings.ghostLanes`).
    public static let ghostLanesSince = AppVersion("0.3.0")!

    /// Whether the session recorded had ghost lanes: not before `ghostLanesSince` (a version
    /// this build cannot read is taken as a newer one).
    public var drawsGhostLanes: Bool {
        AppVersion(appVersion).map { $0 >= Self.ghostLanesSince } ?? true
    }
}
