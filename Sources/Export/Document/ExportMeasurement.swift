import Demos
import Motion
import PlaygroundCore
import Scenes

/// What a platform's primitive would change, measured by the playground: the same flick lived
/// under the values in force and under the values the primitive keeps (its own deceleration, no
/// fling limit, …). A printer that cannot express a tuned value says so in one line with these
/// numbers, not with an adjective.
struct ExportMeasurement: Hashable, Sendable {
    /// Where one flick came to rest, and when.
    struct Rest: Hashable, Sendable {
        var offset: Double
        /// Release to the first frame at rest (ms); nil if still moving after the probe's limit.
        var settleMilliseconds: Double?
        var item: Int?
        /// The speed the motion starts at (pt/s): the flick's own, or a snap scroller's.
        var startVelocity: Double
    }

    /// The window the playground's defaults are tuned in.
    static let window = Size(width: 1024, height: 720)
    /// A firm flick: between a slow drag's few hundred pt/s and the platforms' 8000 cap.
    static let flickVelocity = 2000.0
    /// How far a finger drags before it flicks (pt): Android's PagerSnapHelper, released on an
    /// item exactly at its rest, counts that item as the next one and stays put, which no real
    /// flick does.
    static let dragBeforeFlick = 40.0

    var tuned: Rest
    var primitive: Rest

    /// The flick from the surface's first rest at `flickVelocity`, under `document`'s values and
    /// under them with each parameter of a role in `primitive` set to that value, released
    /// `dragged` pt past that rest (the way the flick goes). nil when the subject has no surface
    /// to release (a ticker, a pager).
    init?(_ document: ExportDocument, primitive overrides: [ParameterRole: ParameterValue], dragged: Double = 0) {
        let (id, scenes, specs): (String, [Scene], [ParameterSpec])
        switch document.subject {
        case .demo(let demo): (id, scenes, specs) = (demo, [], ParameterCatalog.parameters(ofDemo: demo))
        case .scene(let scene): (id, scenes, specs) = (scene.id, [scene], scene.specs)
        }
        var changed = document.values
        for spec in specs {
            if let value = overrides[spec.role], spec.domain.contains(value) { changed.set(spec, to: value) }
        }
        let area = DemoArea.size(window: Self.window, device: document.device)
        guard let tuned = Self.flick(id: id, scenes: scenes, values: document.values, area: area, dragged: dragged),
            let primitive = Self.flick(id: id, scenes: scenes, values: changed, area: area, dragged: dragged)
        else { return nil }
        self.tuned = tuned
        self.primitive = primitive
    }

    /// Whether the primitive's flick rests elsewhere or settles over a frame apart.
    var differs: Bool {
        abs(tuned.offset - primitive.offset) > 0.5
            || abs((tuned.settleMilliseconds ?? .infinity) - (primitive.settleMilliseconds ?? .infinity)) > 1000 / 60
    }

    /// The flick's rest offset is counted from the surface's first rest, before the drag.
    /// In a demo area of `area`: a device's screen, or `window`'s demo area.
    private static func flick(id: String, scenes: [Scene], values: ParameterValues, area: Size, dragged: Double)
        -> Rest?
    {
        guard let surface = ReleaseProbe.surface(id: id, scenes: scenes, area: area, values: values) else {
            return nil
        }
        let start = surface.releaseScroll.offset[surface.releaseAxis]
        let probe = ReleaseProbe(surface, offset: start + dragged, velocity: flickVelocity)
        return Rest(
            offset: probe.restOffset - start, settleMilliseconds: probe.settleMilliseconds, item: probe.item,
            startVelocity: probe.samples.first?.velocity ?? flickVelocity)
    }
}
