/// One platform's whole scrolling behaviour, from the finger to the rest: Flutter's
/// `ScrollPhysics` seam, in Swift. A platform is a value (`UIKitScrolling`, `AndroidScrolling`,
/// `FlutterIOSScrolling`, `FlutterAndroidScrolling`, each in its own folder with everything it
/// needs), and `ScrollPlatform.scrolling` is the one place that picks it: nothing else asks which
/// platform it is.
///
/// `physics` is the demo's tuning (the rate, the springs, the thresholds): a platform reads what
/// it shares with UIKit from it (UIKit reads all of it) and keeps its own constants.
public protocol PlatformScrolling: Sendable {
    /// For labels: `UIKit`, `Android`, `Flutter iOS`, `Flutter Android`.
    var title: String { get }
    /// The colour (0xRRGGBB) the tools tell it apart by beside its title: its lane, its row in the
    /// table, its chip. iOS's dark-mode system colours, one per platform.
    var signatureColour: UInt32 { get }
    /// Its glide and its edge, as an export maps them onto another platform's primitives.
    var traits: PlatformTraits { get }

    // MARK: The finger

    /// Whether a press that has travelled `travel` on a view scrolling along `axes` becomes a
    /// drag: the platform's touch slop. Short of it the press stays a tap, and the content does
    /// not move.
    func beginsDrag(_ travel: PressTravel, axes: Set<Axis>, physics: ScrollPhysics) -> Bool
    /// What holds the content back once a drag has begun at `time` (µs), on each axis: nil where
    /// it follows the pointer from the first move (all but Flutter's bouncing physics).
    func dragStartThreshold(at time: Int64, physics: ScrollPhysics) -> DragStartThreshold?
    /// What the platform's own velocity tracker reads from a press's `samples` at `time` (µs):
    /// the release velocity before the platform's fling rules, and the live drag's velocity
    /// (`estimate`), with which tracker read it, from which samples, and which rule made it zero.
    func velocityReading(_ samples: PointerSamples, at time: Int64, physics: ScrollPhysics) -> TrackerReading

    // MARK: The drag

    /// Where one pointer move during a drag puts the content on one axis: 1:1 inside the range,
    /// and past an edge what the platform does there (UIKit's rubber band, Flutter's per-move
    /// resistance, Android's stop).
    func dragOffset(_ move: DragMove, physics: ScrollPhysics) -> Double

    // MARK: The release

    /// The slowest release (pt/s) that counts as a fling; `physics` gives UIKit's (its paging
    /// threshold).
    func minimumFlingVelocity(physics: ScrollPhysics) -> Double
    /// The velocity a drag released with `estimate` hands to the fling on `axes` (pointer space,
    /// before carried momentum): zero where the platform sees no fling, clamped where it clamps.
    func flingVelocity(_ estimate: VelocityEstimate, axes: Set<Axis>, physics: ScrollPhysics) -> Point
    /// The release velocity after the momentum a flick carries from the motion the press caught
    /// (`caught`, that motion's velocity when the finger went down).
    func carriedVelocity(release: Double, caught: Double, physics: ScrollPhysics) -> Double

    // MARK: The motion after it

    /// When the platform's motions count as at rest.
    func tolerance(physics: ScrollPhysics) -> Tolerance
    /// A release left alone: the platform's fling and what it does at an edge of `range`
    /// (`dimension` is the viewport's length on the axis; without `bounces` nothing overscrolls).
    func ballistic(
        position: Double, velocity: Double, range: ClosedRange<Double>, dimension: Double, bounces: Bool,
        physics: ScrollPhysics
    ) -> ScrollSimulation
    /// Where a free fling from `position` at `velocity` would rest on an unbounded surface: what a
    /// snapping release rounds to an item.
    func projectedRest(position: Double, velocity: Double, physics: ScrollPhysics) -> Double
    /// The content taken from `position` (moving at `velocity`) onto `target` exactly: a retargeted
    /// release, a settle; `paging` when one page (item) per fling is being turned. Rests within
    /// `physics.settleBound(velocity:)` (docs/reliability.md §7).
    func settle(position: Double, velocity: Double, target: Double, paging: Bool, physics: ScrollPhysics)
        -> ScrollSimulation
    /// How a release retargeted onto an item (`snapTarget`) gets there: `settle` (the default),
    /// except where the platform's snap scroller depends on whether the item is laid out yet
    /// (Android's `LinearSmoothScroller` seeks at constant speed until it is). `item` is where the item
    /// spans along the axis in the viewport once at rest (nil: no item, or not known), `dimension`
    /// the viewport's length on the axis.
    func snapSettle(
        position: Double, velocity: Double, target: Double, item: ClosedRange<Double>?, dimension: Double,
        paging: Bool, physics: ScrollPhysics
    ) -> ScrollSimulation
    /// How a strip that came to rest between snap positions is taken to the nearest one
    /// (`target`): `settle` (the default), or what the platform's snapping does once the list is idle (Android's
    /// `snapToTargetExistingView`).
    func idleSnap(
        position: Double, velocity: Double, target: Double, dimension: Double, paging: Bool, physics: ScrollPhysics
    ) -> ScrollSimulation
    /// The page a paging release turns to.
    func pagingTarget(
        position: Double, velocity: Double, pageSize: Double, bounds: ClosedRange<Double>, physics: ScrollPhysics
    ) -> Double
    /// Where a release on a strip of items comes to rest under the layout's snap rule: the
    /// platform's own choice of item (or page), nil to leave the fling alone.
    func snapTarget<Layout: SnapLayout>(_ release: SnapRelease, in layout: Layout, physics: ScrollPhysics) -> Double?
    /// How a page dragged by hand (`progress` in pages, released at `velocity` pages per second,
    /// `pageSize` points) finishes on `target`: nil leaves it to the demo's own curve (UIKit's
    /// pager eases a slow release on its completion curve).
    func pageTurn(from progress: Double, to target: Double, velocity: Double, pageSize: Double, physics: ScrollPhysics)
        -> PageTurn?

    // MARK: The edge effect

    /// What the platform shows past an edge its content stops at, instead of moving the content
    /// there (Android's `EdgeEffect` stretch, `AndroidEdgeEffect`); nil where the content itself
    /// goes past the edge (UIKit's rubber band and bounce, Flutter's physics): the default.
    func edgeEffect(physics: ScrollPhysics) -> (any EdgeEffect)?
}

/// One pointer move of a drag on one axis, for `PlatformScrolling.dragOffset`.
public struct DragMove: Hashable, Sendable {
    /// The content offset before the move.
    public var offset: Double
    /// The unbanded offset where the drag's translation is measured from, and that translation
    /// (pointer travel since then, positive towards the end of the screen).
    public var rawStart: Double
    public var translation: Double
    /// This move alone.
    public var pointerDelta: Double
    /// The resting range and the viewport's length on the axis.
    public var range: ClosedRange<Double>
    public var dimension: Double
    /// The view bounces at all.
    public var bounces: Bool
    /// The demo judges a pull past the edge like a drag (the pull to the next page): the content
    /// is pulled through the rubber band whatever the platform does at an edge.
    public var pullsPastEdges: Bool

    public init(
        offset: Double, rawStart: Double, translation: Double, pointerDelta: Double, range: ClosedRange<Double>,
        dimension: Double, bounces: Bool, pullsPastEdges: Bool
    ) {
        self.offset = offset
        self.rawStart = rawStart
        self.translation = translation
        self.pointerDelta = pointerDelta
        self.range = range
        self.dimension = dimension
        self.bounces = bounces
        self.pullsPastEdges = pullsPastEdges
    }
}

/// How a page dragged by hand finishes on a platform: a deceleration onto it (UIKit), a timed
/// tween (Android's `ViewPager`), a spring (Flutter's `PageScrollPhysics`).
public enum PageTurn: Hashable, Sendable {
    case approach(ApproachSimulation)
    case tween(TweenSimulation)
    case spring(SpringSimulation)
}

/// What every platform but Android shares: an item is settled onto the same way whether or not it
/// is laid out, a strip at rest between items is settled like any other release, and the content
/// itself goes past an edge, or stops there with nothing shown (Flutter's clamping physics: its
/// `StretchingOverscrollIndicator` is a widget the playground does not model).
extension PlatformScrolling {
    public func snapSettle(
        position: Double, velocity: Double, target: Double, item: ClosedRange<Double>?, dimension: Double,
        paging: Bool, physics: ScrollPhysics
    ) -> ScrollSimulation {
        settle(position: position, velocity: velocity, target: target, paging: paging, physics: physics)
    }

    public func idleSnap(
        position: Double, velocity: Double, target: Double, dimension: Double, paging: Bool, physics: ScrollPhysics
    ) -> ScrollSimulation {
        settle(position: position, velocity: velocity, target: target, paging: paging, physics: physics)
    }

    public func edgeEffect(physics: ScrollPhysics) -> (any EdgeEffect)? { nil }

    /// The number of `velocityReading`.
    public func velocityEstimate(_ samples: PointerSamples, at time: Int64, physics: ScrollPhysics) -> VelocityEstimate
    {
        velocityReading(samples, at: time, physics: physics).estimate
    }
}
