import Motion
import PlaygroundCore

/// One scroll surface described in a scene file (docs/scenes.md): the engineer's own item
/// sizes, spacing, insets and snap rule, played like a demo. Parsed by `SceneDefinition(parsing:)`;
/// every value here is already inside its limits.
public struct SceneDefinition: Hashable, Sendable {
    /// The `"scene"` key: the file format's version.
    public static let formatVersion = 1

    /// Where a flick comes to rest along the axis (Motion's, which every platform's snapping reads).
    public typealias SnapRule = Motion.SnapRule

    /// What an item's width or height is written in: points (`420`), or a percentage of the
    /// viewport's width or height (`"100%"`) that follows the window as it is resized.
    public enum LengthUnit: String, Hashable, Sendable {
        case points
        case percent
    }

    /// `repeat` items of one size, label and colour.
    public struct ItemGroup: Hashable, Sendable {
        /// Width and height as written: points, or percent where `widthUnit` / `heightUnit` say so.
        public var size: Size
        /// How many items in a row the group stands for (the file's `repeat`, default 1).
        public var count: Int
        public var label: String?
        public var color: Color?
        public var widthUnit: LengthUnit
        public var heightUnit: LengthUnit

        public init(
            size: Size, count: Int = 1, label: String? = nil, color: Color? = nil, widthUnit: LengthUnit = .points,
            heightUnit: LengthUnit = .points
        ) {
            self.size = size
            self.count = count
            self.label = label
            self.color = color
            self.widthUnit = widthUnit
            self.heightUnit = heightUnit
        }
    }

    /// Leading and trailing insets along the axis, in points.
    public struct Insets: Hashable, Sendable {
        public var leading: Double
        public var trailing: Double

        public init(leading: Double, trailing: Double) {
            self.leading = leading
            self.trailing = trailing
        }
    }

    public var title: String
    public var axis: Axis
    public var items: [ItemGroup]
    /// Points between neighbouring items.
    public var spacing: Double
    public var insets: Insets
    public var snap: SnapRule
    /// At most this many items away from the one selected when the finger went down; nil
    /// lets a flick land on the snap position nearest its projected rest.
    public var maxItemsPerFling: Int?
    /// The file's `"reach_ends": true`: the scroll range widens so that the first and last items
    /// reach their snap positions (a carousel's centred first card). Without it a rest is held to
    /// the content and its insets, as on every platform.
    public var reachesEnds: Bool
    /// Scroll physics by field name (`deceleration_rate`), each inside that field's range.
    public var physics: [ScrollPhysicsParameters.Field: Double]
    /// Whose scroll physics (`"physics": "android"`); nil: UIKit's.
    public var platform: ScrollPlatform?

    public init(
        title: String, axis: Axis, items: [ItemGroup], spacing: Double = 0,
        insets: Insets = Insets(leading: 0, trailing: 0), snap: SnapRule = .none, maxItemsPerFling: Int? = nil,
        reachesEnds: Bool = false, physics: [ScrollPhysicsParameters.Field: Double] = [:],
        platform: ScrollPlatform? = nil
    ) {
        self.title = title
        self.axis = axis
        self.items = items
        self.spacing = spacing
        self.insets = insets
        self.snap = snap
        self.maxItemsPerFling = maxItemsPerFling
        self.reachesEnds = reachesEnds
        self.physics = physics
        self.platform = platform
    }

    /// A scene file's keys in the order docs/scenes.md writes them (and a save adds them in).
    public static let fileKeys = [
        "scene", "title", "axis", "items", "spacing", "insets", "snap", "max_items_per_fling", "reach_ends",
        "parameters",
    ]

    /// Every item, counted across groups.
    public var itemCount: Int { items.reduce(0) { $0 + $1.count } }

    // The limits keep any file playable: a million items costs what twenty do (the layout
    // works per group), and no size, spacing or inset can make an offset lose its precision.
    public static let maxGroups = 256
    public static let maxItems = 10_000_000
    public static let sizeRange = 1.0...10_000.0
    /// An item's width or height as a percentage of the viewport's: from a sliver to ten viewports.
    public static let percentRange = 1.0...1_000.0
    public static let spacingRange = 0.0...10_000.0
    public static let insetRange = 0.0...10_000.0
    public static let flingRange = 1...1_000
    public static let maxTitleLength = 200
    public static let maxLabelLength = 200
    /// A title or label is drawn every frame, so it is limited in what drawing costs, not only in
    /// what a reader counts: one character of 65,000 combining marks is one character, and cost
    /// 72 ms a frame. At most this many Unicode scalars per allowed character (a CJK title is one
    /// per character, a flag two, a family emoji seven), this many UTF-8 bytes per character,
    /// and at most `maxScalarsPerCharacter` in any one character.
    public static let scalarsPerCharacter = 4
    public static let bytesPerCharacter = 8
    /// A letter and 30 marks: Unicode's stream-safe text format (UAX #15) allows no more than 30
    /// non-starters in a row, and no script needs more.
    public static let maxScalarsPerCharacter = 31
    /// A scene file's size: several times what 256 labelled groups take, and small enough that
    /// a recording's header holds a session's scenes whole (a replay line is at most 1 MB).
    public static let maxFileBytes = 128 * 1024
}
