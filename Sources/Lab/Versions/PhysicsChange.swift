import Demos
import Motion
import PlaygroundCore

/// One change to how the playground moves content, as the replay change log names it: the
/// version that made it, whose physics it changed, on which surfaces, during what kind of motion,
/// and one line saying what. `PhysicsChange.log` is the list; a recording made before a change
/// either replays under the old rules, where they are a parameter (`pin`: a 0.1.0 header without
/// `density` reads 1), or, when a checkpoint differs, is told which changes apply to what was
/// happening there (`explanation`), never a bare digest mismatch.
public struct PhysicsChange: Hashable, Sendable {
    /// What the content was doing when the change shows. Inputs start the first four kinds
    /// (`MotionActivity`); snaps and edges follow them (`Context.kinds`), so a change that shows
    /// in every snap, whatever started it, names `.snap`, and one that shows only after a release
    /// names `.release`.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// The finger moving the content (slop, the drag past an edge).
        case drag
        /// What a release hands to the motion (velocity, clamps, carried momentum) and the fling.
        case release
        /// Where a release on a strip of items comes to rest, and how it gets there.
        case snap
        /// A motion reaching an edge of the content.
        case edge
        /// Wheel notches and trackpad deltas.
        case wheel
        /// A move onto a rest without a fling: a key, a tap, a rest between snap positions.
        case settle
        /// What is drawn, whatever moves: it changes a checkpoint's digest and no state field, so
        /// it applies to every checkpoint of its surface.
        case drawing

        /// `a release`, `an edge`, `the wheel`: for "after a drag and a release".
        var phrase: String {
            switch self {
            case .edge: "an edge"
            case .wheel: "the wheel"
            case .drawing: "what is drawn"
            default: "a " + rawValue
            }
        }
    }

    /// Where the change shows: one of the five demos (by id), or every scene.
    public enum Surface: Hashable, Sendable {
        case demo(String)
        case scenes

        /// The salon and every scene: the strips of items that snap (`SnapStrip`).
        public static let strips: Set<Surface> = [.demo("salon"), .scenes]
    }

    /// A parameter that keeps the old rules: a recording made before `version` whose header does
    /// not set it reads `value` in every demo and scene that declares it.
    public struct Pin: Hashable, Sendable {
        public var field: ScrollPhysicsParameters.Field
        public var value: String

        public init(_ field: ScrollPhysicsParameters.Field, _ value: String) {
            self.field = field
            self.value = value
        }
    }

    public let version: AppVersion
    public let platforms: Set<ScrollPlatform>
    /// nil: every scrolling surface.
    public let surfaces: Set<Surface>?
    public let kinds: Set<Kind>
    /// One line, for the mismatch message and docs/replay-format.md's change log.
    public let summary: String
    public let pin: Pin?

    public init(
        _ version: String, platforms: Set<ScrollPlatform> = Set(ScrollPlatform.allCases), surfaces: Set<Surface>? = nil,
        kinds: Set<Kind>, _ summary: String, pin: Pin? = nil
    ) {
        guard let parsed = AppVersion(version) else { preconditionFailure("not a version: \(version)") }
        self.version = parsed
        self.platforms = platforms
        self.surfaces = surfaces
        self.kinds = kinds
        self.summary = summary
        self.pin = pin
    }

    /// What was happening where a recording stopped matching: the demo shown, the platform in
    /// force there, and the kinds of motion its last inputs started.
    public struct Context: Hashable, Sendable {
        public var demoID: String
        public var isScene: Bool
        /// nil for a demo without scroll physics (the roller).
        public var platform: ScrollPlatform?
        public var kinds: Set<Kind>

        /// `kinds` are what the inputs started; the snaps and edges that follow them are added:
        /// a release, a wheel or a settle may snap, a drag, a release or a wheel may reach an edge.
        public init(demoID: String, isScene: Bool, platform: ScrollPlatform?, kinds: Set<Kind>) {
            self.demoID = demoID
            self.isScene = isScene
            self.platform = platform
            var all = kinds
            if !kinds.isDisjoint(with: [.release, .wheel, .settle]) { all.insert(.snap) }
            if !kinds.isDisjoint(with: [.drag, .release, .wheel]) { all.insert(.edge) }
            all.insert(.drawing)
            self.kinds = all
        }

        /// The session's shown demo, the platform its `physics` parameter is set to now, and
        /// what `activity` saw.
        public init(app: PlaygroundApp, activity: MotionActivity) {
            let id = app.currentDemoID
            let values = app.tuning.values
            let spec = values.catalog.spec(named: id + "." + ScrollPhysicsParameters.Field.platform.rawValue)
            self.init(
                demoID: id, isScene: !DemoCatalog.ids.contains(id),
                platform: spec.flatMap { ScrollPlatform(rawValue: values.choice($0)) }, kinds: activity.kinds)
        }

        /// `UIKit on salon after a drag and a release`.
        public var description: String {
            let surface = isScene ? "scene \(demoID)" : demoID
            let what = Kind.allCases.filter { kinds.contains($0) && ![.snap, .edge, .drawing].contains($0) }.map(
                \.phrase)
            let after = what.isEmpty ? "with no drag, release, wheel or key" : "after " + Self.list(what)
            return (platform.map { $0.title + " on " } ?? "") + surface + " " + after
        }

        /// `a, b and c`.
        static func list(_ words: [String]) -> String {
            guard let last = words.last else { return "" }
            return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " and " + last
        }
    }

    /// Whether the change can show in `context`: its platform, its surface, a kind of motion
    /// that was happening.
    public func applies(to context: Context) -> Bool {
        // A demo with no scroll physics to choose (the roller) is touched only by changes made
        // under every platform alike (what is drawn).
        if let platform = context.platform {
            guard platforms.contains(platform) else { return false }
        } else if platforms != Set(ScrollPlatform.allCases) {
            return false
        }
        if let surfaces {
            let here: Surface = context.isScene ? .scenes : .demo(context.demoID)
            guard surfaces.contains(here) else { return false }
        }
        return !kinds.isDisjoint(with: context.kinds)
    }
}
