import Motion
import PlaygroundCore
import Scenes

/// `playground release`: where a release at an offset and speed comes to rest on a demo's
/// surface, without a recording. A fresh demo (the window's, at its size, with the parameters
/// given) is released at demo time 0 through its own release path (`ReleaseSurface`) and
/// stepped on frames at `frameRate` until it rests, each frame sampled; the motions that ran
/// say how it got there (`ScrollSimulation.summary`), after whether the platform chose an item.
public struct ReleaseProbe: Sendable {
    /// One frame after the release: seconds since it, the offset along the axis, pt/s.
    public struct Sample: Hashable, Sendable {
        public var time: Double
        public var offset: Double
        public var velocity: Double
    }

    /// A release left moving this long is reported as not at rest (every platform's motion rests
    /// within `ScrollPhysics.maxSettleDuration` of its last start; this leaves room for several).
    public static let maxDuration: Int64 = 60_000_000
    /// Frames per second `playground release` accepts.
    public static let frameRates = 1.0...1000.0

    /// The release velocity after the platform's clamps (pt/s): what `willEndDragging` saw. The
    /// motion may start at another speed (Android's snap scroller starts at its own).
    public private(set) var releaseVelocity = 0.0
    /// The item resting where the motion ended (nil where the surface has none).
    public private(set) var item: Int?
    public private(set) var restOffset = 0.0
    /// µs from the release to the first frame at rest; nil if it was still moving after
    /// `maxDuration`.
    public private(set) var settleMicros: Int64?
    /// µs from the release to the first frame after which the content stays within
    /// `GestureMetrics.settledDistance` (0.5 pt) of its rest for good: when it looks still. Nil
    /// when it never rested.
    public private(set) var settledMicros: Int64?
    /// `target item 4: deceleration onto the target`, `no target: RecyclerView fling, then …`.
    public private(set) var how = ""
    public private(set) var samples: [Sample] = []

    /// The demo (or scene) `id` of a session of `scenes` in a window of `window` points, under
    /// `values`; nil when it has no surface to release (the pull pager, the pager, the roller).
    public static func surface(id: String, scenes: [Scene], window: Size, values: ParameterValues)
        -> (any ReleaseSurface)?
    {
        surface(id: id, scenes: scenes, area: DemoArea.rect(in: window).size, values: values)
    }

    /// The same laid out in a demo area of `area` points: a device's screen (`run --device`).
    public static func surface(id: String, scenes: [Scene], area: Size, values: ParameterValues)
        -> (any ReleaseSurface)?
    {
        let context = DemoContext(viewport: area, parameters: values)
        if let scene = scenes.first(where: { $0.id == id }) { return SceneDemo(scene: scene, context: context) }
        guard let index = DemoCatalog.index(of: id) else { return nil }
        return DemoCatalog.all[index].init(context: context) as? any ReleaseSurface
    }

    /// Releases `surface` at `offset` with `velocity` and steps it to rest.
    public init(_ surface: any ReleaseSurface, offset: Double, velocity: Double, frameRate: Double = 60) {
        var demo = surface
        let axis = demo.releaseAxis
        releaseVelocity = demo.releaseScroll.physics.flingVelocity(sustained: velocity)
        demo.release(at: offset, velocity: velocity, time: 0)
        var motions: [(simulation: ScrollSimulation, start: Int64)] = []
        func observe(_ demo: any ReleaseSurface, at time: Int64) {
            let scroll = demo.releaseScroll
            samples.append(
                Sample(time: Double(time) / 1e6, offset: scroll.offset[axis], velocity: scroll.velocity[axis]))
            if let running = scroll.runningMotion(on: axis),
                motions.last.map({ $0.start != running.start || $0.simulation != running.simulation }) ?? true
            {
                motions.append(running)
            }
        }
        observe(demo, at: 0)
        var frame = 0
        var time: Int64 = 0
        while !demo.releaseScroll.isSettled, time < Self.maxDuration {
            frame += 1
            time = Int64((Double(frame) * 1e6 / frameRate).rounded())
            demo.step(Frame(index: frame, time: time), inputs: [])
            observe(demo, at: time)
        }
        settleMicros = demo.releaseScroll.isSettled ? time : nil
        restOffset = demo.releaseScroll.offset[axis]
        if settleMicros != nil {
            let rest = restOffset
            let lastAway = samples.lastIndex { abs($0.offset - rest) > GestureMetrics.settledDistance }
            let settled = samples[lastAway.map { min($0 + 1, samples.count - 1) } ?? 0]
            settledMicros = Int64((settled.time * 1e6).rounded())
        }
        item = demo.restingItem(at: restOffset)
        let path = motions.isEmpty ? "no motion" : motions.map(\.simulation.summary).joined(separator: ", then ")
        switch demo.releaseChoseTarget {
        case true?:
            let target = motions.first.map(\.simulation.base.finalPosition) ?? restOffset
            // Counted from 1, as the window counts its cards.
            how = demo.restingItem(at: target).map { "target item \($0 + 1): " } ?? "target: "
        case false?: how = "no target: "
        case nil: how = ""
        }
        how += path
    }

    public var settleMilliseconds: Double? { settleMicros.map { Double($0) / 1000 } }
    public var settledMilliseconds: Double? { settledMicros.map { Double($0) / 1000 } }
}
