import Demos
import Motion
import PlaygroundCore

/// Platform ghosts: the platforms ticked in the panel, and the same gesture lived under each
/// (its demo's `physics` parameter set to the platform, everything else as lived), for the
/// labelled ghosts beside the live content and the table of where and when each came to rest.
extension TuningSession {
    /// Ticks or unticks `platform`. The last gesture is lived again under the new set at once,
    /// so ticking after a flick shows that flick under it.
    package mutating func togglePlatformGhost(_ platform: ScrollPlatform) {
        var ticked = Set(platformGhosts)
        if ticked.contains(platform) { ticked.remove(platform) } else { ticked.insert(platform) }
        platformGhosts = ScrollPlatform.allCases.filter(ticked.contains)
        guard var last = lastGesture else { return }
        last.platforms = platformTraces(of: last.record)
        lastGesture = last
        if liveTrace == nil {
            restingPlatformRuns = platformGhosts.compactMap { platform in
                values(under: platform, from: last.record.parameters, demoID: last.record.demoID).map {
                    PlatformRun(platform: platform, run: last.record.rerun(under: $0))
                }
            }
        }
    }

    /// `base` with `demoID`'s physics set to `platform`; nil when the demo has no physics to
    /// choose (the roller).
    func values(under platform: ScrollPlatform, from base: ParameterValues, demoID: String) -> ParameterValues? {
        guard let spec = base.catalog.spec(named: demoID + "." + ScrollPhysicsParameters.Field.platform.rawValue)
        else { return nil }
        var values = base
        values.set(spec, to: .choice(platform.rawValue))
        return values
    }

    /// The gesture of `record` lived again to rest under each ticked platform.
    func platformTraces(of record: GestureRecord) -> [PlatformTrace] {
        platformGhosts.compactMap { platform in
            values(under: platform, from: record.parameters, demoID: record.demoID).map {
                PlatformTrace(platform: platform, trace: record.rerun(under: $0).trace)
            }
        }
    }

    /// Whether `demoID` has a `physics` to choose, so a platform ghost of it can differ (the
    /// roller has none).
    func hasScrollPhysics(demoID: String) -> Bool {
        values.catalog.spec(named: demoID + "." + ScrollPhysicsParameters.Field.platform.rawValue) != nil
    }

    /// The platform ghosts to draw: beside the gesture in progress, else after the last one.
    public var platformRuns: [PlatformRun] { captureRuns ?? restingPlatformRuns }
}
