import Motion

/// The change log: every physics change since 0.1.0, the first version that wrote recordings,
/// and what a recording made before them replays under. docs/replay-format.md ("Versions") lists
/// it for people; this is the list the player reads.
extension PhysicsChange {
    /// Oldest first. Issue 33 (0.2.0): `density` and Flutter's tolerance are this build's and
    /// pinned for older recordings; the others are the platform and input-pipeline work of the
    /// same issue, described as planned.
    public static let log: [PhysicsChange] = [
        PhysicsChange(
            "0.2.0", platforms: [.android, .flutterIOS, .flutterAndroid], kinds: Set(Kind.allCases),
            "density (device pixels per point, default 3) sets Android's pixel constants and Flutter's "
                + "devicePixelRatio", pin: Pin(.density, "1")),
        PhysicsChange(
            "0.2.0", platforms: [.flutterIOS, .flutterAndroid], kinds: [.release, .snap, .edge, .settle],
            "Flutter's motions rest by toleranceFor(devicePixelRatio), 1 / (0.05 · density) pt/s and "
                + "1 / density pt", pin: Pin(.density, "1")),
        PhysicsChange(
            "0.2.0", platforms: [.android], surfaces: Surface.strips, kinds: [.release],
            "Android: a fling LinearSnapHelper finds no target for runs free, then the nearest item is "
                + "snapped with RecyclerView's quintic smoothScrollBy"),
        PhysicsChange(
            "0.2.0", platforms: [.android], surfaces: Surface.strips, kinds: [.release],
            "Android: LinearSmoothScroller seeks at constant speed towards a target not yet laid out, then "
                + "decelerates onto it"),
        PhysicsChange(
            "0.2.0", platforms: [.android], surfaces: Surface.strips, kinds: [.release],
            "Android: a release under the minimum fling settles onto the nearest item on the quintic "
                + "smoothScrollBy"),
        PhysicsChange(
            "0.2.0", platforms: [.android], kinds: [.release],
            "Android: RecyclerView's edges: a fling stops at the edge and hands its speed to the stretch "
                + "(no over-fling, no spring-back)"),
        PhysicsChange(
            "0.2.0", platforms: [.uikit], kinds: [.release],
            "UIKit: a fling into an edge overshoots and returns on the bounce spring from the speed it has "
                + "there"),
        PhysicsChange(
            "0.2.0", platforms: [.uikit], kinds: [.release],
            "UIKit: a flick that catches a moving scroll carries its momentum"),
        PhysicsChange(
            "0.2.0", platforms: [.uikit], surfaces: [.demo("pager"), .scenes], kinds: [.release],
            "UIKit: a page turns at UIKit's paging speed"),
        PhysicsChange(
            "0.2.0", kinds: [.release],
            "each platform reads a release's velocity with its own estimator (Android and Flutter a "
                + "degree-2 fit, UIKit the iOS weighting)"),
        PhysicsChange(
            "0.2.0", kinds: [.drag],
            "a press becomes a drag past each platform's own touch slop"),
        PhysicsChange(
            "0.2.0", kinds: [.release],
            "a release's velocity is clamped as each platform clamps it"),
        PhysicsChange(
            "0.2.0", kinds: [.snap],
            "rests are clamped to the content's range"),
        PhysicsChange(
            "0.2.0", surfaces: Surface.strips, kinds: [.wheel],
            "a wheel notch on a strip of items moves one item"),
        PhysicsChange(
            "0.2.0", platforms: [.uikit], surfaces: [.demo("salon")], kinds: [.release],
            "the salon never turns back against a flick"),
    ]

    /// The changes made after a recording of `recorded` up to this build.
    public static func since(_ recorded: AppVersion) -> [PhysicsChange] {
        log.filter { recorded < $0.version && $0.version <= .current }
    }

    /// The header settings of a recording made with `appVersion`, with the old value of every
    /// parameter pinned since then (`Pin`) added for each demo and scene of `catalog` that
    /// declares it and is not set: what a header of 0.1.0 without `density` plays under. A header
    /// whose version is not one (`AppVersion` nil) or not older is taken as it is.
    public static func pinnedSettings(
        _ settings: [String: String], recordedWith appVersion: String, catalog: ParameterCatalog
    ) -> [String: String] {
        guard let recorded = AppVersion(appVersion) else { return settings }
        let pins = since(recorded).compactMap(\.pin)
        guard !pins.isEmpty else { return settings }
        // A setting spelled by an old name counts as set.
        let set = Set(settings.keys.compactMap { catalog.spec(named: $0)?.name })
        var out = settings
        for pin in pins {
            for spec in catalog.all where spec.name.hasSuffix("." + pin.field.rawValue) && !set.contains(spec.name) {
                out[spec.name] = out[spec.name] ?? pin.value
            }
        }
        return out
    }

    /// The one line a differing checkpoint of a recording made with `appVersion` gets: the
    /// changes since then that apply to `context` (those a parameter pins replay as they were,
    /// so they are left out), and what to do. nil when it was made with this build.
    public static func explanation(recordedWith appVersion: String, context: Context) -> String? {
        guard appVersion != PlaygroundApp.appVersion else { return nil }
        let advice = "re-record it to pin today's physics"
        guard let recorded = AppVersion(appVersion) else {
            return "recorded with playground \"\(appVersion)\", which is no version this build knows; " + advice
        }
        if recorded == .current { return nil }
        if AppVersion.current < recorded {
            return "recorded with \(appVersion), newer than this build (\(PlaygroundApp.appVersion)): its physics "
                + "may be ones this build does not have; replay it with \(appVersion) or later"
        }
        let unpinned = since(recorded).filter { $0.pin == nil }
        let applying = unpinned.filter { $0.applies(to: context) }
        guard !applying.isEmpty else {
            guard !unpinned.isEmpty else {
                return "recorded with \(appVersion), and every physics change since then replays as it was "
                    + "(docs/replay-format.md, Versions), so something else changed; " + advice
            }
            let count = unpinned.count == 1 ? "the one physics change" : "the \(unpinned.count) physics changes"
            return "recorded with \(appVersion), and since then none of \(count) (docs/replay-format.md, "
                + "Versions) applies to \(context.description), so something else changed; " + advice
        }
        let named = applying.map { "\($0.summary) (\($0.version))" }.joined(separator: "; ")
        return "recorded with \(appVersion), and since then: \(named); " + advice
    }
}
