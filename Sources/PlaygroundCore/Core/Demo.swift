import Motion

/// Something the panel shows and the app steps: one of the five re-created iOS effects
/// (`BuiltInDemo`) or a scene from a file (`SceneDemo`). A value stepped by frames and input
/// facts, drawn into a draw list.
///
/// The panel owns one instance of each. Everything a demo sees is in its own coordinates:
/// (0, 0) is the top-left of its area and `.viewportResized` carries the area's size.
public protocol Demo: Sendable {
    /// Its id, title, summary and help lines.
    var info: DemoInfo { get }

    /// Advances to `frame`. `inputs` are the facts since the previous frame, in time order,
    /// with times no later than `frame.time`. App-wide keys never reach a demo.
    mutating func step(_ frame: Frame, inputs: [TimedInput])

    func draw(into list: inout DrawList)

    /// When the demo next needs a frame (drives the host's idle blocking).
    var wake: Wake { get }

    /// The `state` object of `--dump-state` and checkpoints (keys as in DESIGN.md).
    var state: StateValue { get }

    /// Extra HUD lines, e.g. how many rows are alive.
    var hudLines: [String] { get }

    /// What the motion inspector (key I) shows; nil for demos with nothing that scrolls.
    var inspector: InspectorSnapshot? { get }

    /// The motion a gesture's numbers are read from (`GestureTracer`: the HUD's settled line,
    /// the lanes, `compare`): what the user's drag, key or wheel set going, in one coordinate
    /// from press to rest. The inspector's snapshot unless the demo moves something no scroll
    /// view of its shows (the pull demo's page move, the pager's page turn).
    var gestureSnapshot: InspectorSnapshot? { get }

    /// True while the demo shows an overlay of its own; Esc then closes it instead of quitting.
    var hasOverlay: Bool { get }

    /// Takes the session's parameters while running (a `parameter_changed` fact, from the
    /// tuning panel): they apply from the next gesture, and to running animations where that
    /// makes sense.
    mutating func retune(_ values: ParameterValues)

    /// What the demo asked of the app since the last call (a parameter to set, text to copy).
    mutating func takeRequests() -> [DemoRequest]
}

extension Demo {
    public var hudLines: [String] { [] }
    public var inspector: InspectorSnapshot? { nil }
    public var gestureSnapshot: InspectorSnapshot? { inspector }
    public var hasOverlay: Bool { false }
    public mutating func takeRequests() -> [DemoRequest] { [] }
}

/// One of the five re-created effects: its id, help and parameters are fixed in code.
public protocol BuiltInDemo: Demo {
    /// Its tunable parameters as one typed value (`SalonParameters`), built from `DemoContext`.
    associatedtype Parameters: DemoParameters

    static var info: DemoInfo { get }

    init(context: DemoContext)

    /// Its parameters in display order (`playground params`, `run --set`, replay headers).
    static var parameters: [ParameterSpec] { get }

    /// The parameters in force, as the one value it reads them from.
    var parameters: Parameters { get }

    /// Takes new parameters while running (see `Demo.retune`).
    mutating func apply(_ parameters: Parameters)
}

extension BuiltInDemo {
    public var info: DemoInfo { Self.info }
    public static var parameters: [ParameterSpec] { Parameters.specs }
    public mutating func retune(_ values: ParameterValues) { apply(Parameters(values)) }
}

/// What the panel lists and the help overlay shows for a demo.
public struct DemoInfo: Sendable {
    public var id: String
    public var title: String
    /// One line: what this re-creates.
    public var summary: String
    public var seed: String
    public var shortcuts: [Shortcut]
    /// What the user scrolls, for exports: which platform primitive the motion belongs to.
    public var surface: Surface
    /// A strip of snapping items as a scene file would describe it (the salon's cards), so that
    /// exports write it with a scene's primitives; nil for a demo without one.
    public var stripScene: String?

    /// What a demo's motion moves.
    public enum Surface: String, Hashable, Sendable {
        /// Rows that roll on a timer; nothing to scroll.
        case ticker
        /// A list that glides freely and animates to offsets.
        case list
        /// Pages of lists, changed by pulling past an edge.
        case pulledPages
        /// Whole pages turned by a swipe, with a tab bar.
        case pages
        /// A strip of items that snaps (`stripScene`).
        case strip
        /// A scene file's strip.
        case scene
    }

    public init(
        id: String, title: String, summary: String, seed: String, shortcuts: [Shortcut], surface: Surface,
        stripScene: String? = nil
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.seed = seed
        self.shortcuts = shortcuts
        self.surface = surface
        self.stripScene = stripScene
    }
}

/// A line of the help overlay.
public struct Shortcut: Hashable, Sendable {
    public var keys: String
    public var action: String

    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}

/// What a demo is created with.
public struct DemoContext: Sendable {
    /// The demo's area in points.
    public var viewport: Size
    /// Seeds every random choice (colours, "random row").
    public var seed: UInt64
    /// The parameters in force (validated); a demo builds its `Parameters` from them.
    public var parameters: ParameterValues

    public init(viewport: Size, seed: UInt64 = 1, parameters: ParameterValues) {
        self.viewport = viewport
        self.seed = seed
        self.parameters = parameters
    }
}

/// One frame of what the motion inspector draws for a scrolling demo.
public struct InspectorSnapshot: Hashable, Sendable {
    public var axis: Axis
    /// The scroll phase by name: idle, tracking, decelerating, bouncing, animating.
    public var phase: String
    public var offset: Double
    /// Points per second in offset space.
    public var velocity: Double
    /// Where a free decay from the release would rest, if a release happened.
    public var projectedLanding: Double?
    /// Where the motion is actually going (after snapping), if anywhere.
    public var target: Double?
    public var minOffset: Double
    public var maxOffset: Double
    /// The scrolling area in demo coordinates, where the inspector draws its marks.
    public var viewportFrame: Rect
    /// What the platform's velocity tracker read at the last drag release (pt/s, offset space),
    /// before its fling rules: `ScrollView.trackerVelocity`, zero after a tap. Nil until a press
    /// is released, and for a demo without a velocity tracker.
    public var trackerVelocity: Double?
    /// Why the tracker read `trackerVelocity` (`ScrollView.trackerReading`): which tracker, the
    /// samples it fitted, and the rule that made it zero.
    public var tracker: TrackerReading?
    /// The scroll view's own viewport length along `axis` (the frame's, unless the demo says
    /// otherwise): with the range it gives the content's length, which a scroll indicator's
    /// length is a fraction of.
    public var viewportLength: Double
    /// Where the inspector's lines go and what they are called: the point of the viewport the
    /// snap rule aligns items at (the leading edge, the offset itself, for a list).
    public var alignment: InspectorAlignment = .leadingEdge
    /// The item the target rests, when it is an item's rest under `alignment`'s rule.
    public var targetItem: InspectorAlignment.Item?

    public init(
        axis: Axis, phase: String, offset: Double, velocity: Double, projectedLanding: Double?,
        target: Double?, minOffset: Double, maxOffset: Double, viewportFrame: Rect, trackerVelocity: Double? = nil,
        viewportLength: Double? = nil
    ) {
        self.axis = axis
        self.phase = phase
        self.offset = offset
        self.velocity = velocity
        self.projectedLanding = projectedLanding
        self.target = target
        self.minOffset = minOffset
        self.maxOffset = maxOffset
        self.viewportFrame = viewportFrame
        self.trackerVelocity = trackerVelocity
        self.viewportLength = viewportLength ?? viewportFrame.size[axis]
    }

    /// Everything read from `scroll` along `axis`, drawn in `viewportFrame`.
    public init(scroll: ScrollView, axis: Axis, viewportFrame: Rect) {
        self.init(
            axis: axis, phase: scroll.phase.name, offset: scroll.offset[axis], velocity: scroll.velocity[axis],
            projectedLanding: scroll.projectedLanding?[axis], target: scroll.target?[axis],
            minOffset: scroll.minOffset(axis), maxOffset: scroll.maxOffset(axis), viewportFrame: viewportFrame,
            trackerVelocity: scroll.trackerVelocity?[axis], viewportLength: scroll.viewport[axis])
        tracker = scroll.trackerReading
    }

    /// The content's length with its insets, as the scroll view lays it out: the viewport plus
    /// the resting range (never shorter than the viewport).
    public var contentLength: Double { viewportLength + max(0, maxOffset - minOffset) }

    /// Where the line marking `markOffset` is drawn now, along the axis in demo coordinates: the
    /// point `alignment` names as it will be when the content is at `markOffset`.
    public func linePosition(at markOffset: Double) -> Double {
        let leading = axis == .horizontal ? viewportFrame.minX : viewportFrame.minY
        return leading + alignment.position + (markOffset - offset)
    }
}
