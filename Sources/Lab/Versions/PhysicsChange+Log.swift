import Motion
import PlaygroundCore

/// The change log: every physics change since 0.1.0, the first version that wrote recordings,
/// and what a recording made before them replays under. docs/replay-format.md ("Versions") lists
/// it for people; this is the list the player reads.
extension PhysicsChange {
    /// Oldest first. Issue 33 (0.2.0, 0.3.1): each platform made whole. Issue 35 (0.3.0): what is drawn
    /// (ghost lanes replay as they were: `ReplayHeader`'s `ghostLanes` gate, not a change here). `density` and Flutter's tolerance
    /// are pinned for older recordings (they replay as they were); the others are code.
    public static let log: [PhysicsChange] = [
        PhysicsChange(
            "0.2.0", platforms: [.android, .flutterIOS, .flutterAndroid],
            kinds: Set(Kind.allCases).subtracting([.drawing]),
            "density (device pixels per point, default 3) sets Android's pixel constants and Flutter's "
                + "devicePixelRatio", pin: Pin(.density, "1")),
        PhysicsChange(
            "0.2.0", platforms: [.flutterIOS, .flutterAndroid], kinds: [.release, .snap, .edge, .settle],
            "Flutter's motions rest by toleranceFor(devicePixelRatio), 1 / (0.05 · density) pt/s and "
                + "1 / density pt", pin: Pin(.density, "1")),
        PhysicsChange(
            "0.2.0", kinds: [.release],
            "each platform reads a release with its own velocity tracker (UIKit and Flutter iOS with Flutter's "
                + "iOS weighting, Android with AOSP's LSQ2, Flutter Android with Flutter's), not one straight-line fit"),
        PhysicsChange(
            "0.2.0", kinds: [.drag, .release],
            "a press becomes a drag past each platform's own touch slop (UIKit 10 pt, Android 8 dp, Flutter "
                + "iOS 18), not 3 pt"),
        PhysicsChange(
            "0.2.0", platforms: [.flutterIOS], kinds: [.drag],
            "Flutter iOS: the content ignores the drag's first 3.5 px (BouncingScrollPhysics' motion start "
                + "threshold)"),
        PhysicsChange(
            "0.2.0", platforms: [.flutterIOS, .flutterAndroid], kinds: [.release],
            "Flutter: a fling needs more than the minimum speed and more than 18 px of travel"),
        PhysicsChange(
            "0.2.0", surfaces: [.demo("pager")], kinds: [.release],
            "the pager's page, dragged by hand, reads its platform's velocity tracker"),
        PhysicsChange(
            "0.2.0", platforms: [.android], surfaces: Surface.strips, kinds: [.release, .settle],
            "Android: a release the snap helper leaves alone (50 dp/s or less, or a fling LinearSnapHelper "
                + "finds no item for) flings freely, and the list snaps to the nearest item once idle with "
                + "RecyclerView's quintic smoothScrollBy"),
        PhysicsChange(
            "0.2.0", platforms: [.android], surfaces: Surface.strips, kinds: [.release, .snap],
            "Android: a snap target not yet laid out is sought at 1600 dp/s, then decelerated onto"),
        PhysicsChange(
            "0.2.0", platforms: [.android], kinds: [.drag, .release, .edge],
            "Android: RecyclerView's edges: a fling stops at the edge and the EdgeEffect stretch takes its "
                + "speed; a drag past an edge pulls the stretch (no over-fling, no spring-back)"),
        PhysicsChange(
            "0.2.0", platforms: [.uikit], kinds: [.release, .edge],
            "UIKit: a fling into an edge decelerates to it, then springs from the speed it has there, "
                + "uncapped (ScrollMechanics); a release beyond an edge springs back to it"),
        PhysicsChange(
            "0.2.0", platforms: [.uikit], kinds: [.release],
            "UIKit: a flick that catches a moving scroll carries Flutter's fitted carriedMomentum"),
        PhysicsChange(
            "0.2.0", platforms: [.uikit], surfaces: [.scenes], kinds: [.release, .snap],
            "UIKit: a paging settle (a page scene, one item per fling) decelerates at the fast rate"),
        PhysicsChange(
            "0.2.0", surfaces: [.scenes], kinds: [.release, .snap, .settle],
            "a scene's rests are held to its content and insets unless it says \"reach_ends\": true"),
        PhysicsChange(
            "0.2.0", surfaces: Surface.strips, kinds: [.wheel],
            "a wheel notch on a strip of items moves one item"),
        PhysicsChange(
            "0.2.0", platforms: [.uikit], surfaces: [.demo("salon")], kinds: [.release],
            "the salon never turns back against a flick, as a scene does"),
        PhysicsChange(
            "0.2.0", surfaces: [.demo("easing")], kinds: [.drawing],
            "the curve editor's handles start at easings.net's cubic Bézier for Penner's curves "
                + "(easeInOutCubic's (0.65, 0, 0.35, 1), not a fit that dipped below 0)"),
        PhysicsChange(
            "0.3.0",
            surfaces: [.demo("easing"), .demo("salon"), .demo("pull"), .demo("pager"), .demo("roller"), .scenes],
            kinds: [.drawing],
            "text that did not fit wraps or takes a step smaller type, never an ellipsis (subtitles, the roller's "
                + "like count and comments, the salon's addresses, the pager's headers and log, scene titles), and "
                + "the salon's status line reads in plain words"),
        PhysicsChange(
            "0.3.1", platforms: [.android], kinds: [.release, .snap, .settle],
            "Android: the snap scroller is bounded by the settle bound of the release speed (3 s from rest, "
                + "5.9 s at 7000 pt/s), not a flat 3 s, so a hard flick runs AOSP's time wherever that fits"),
        PhysicsChange(
            "0.3.1", platforms: [.flutterIOS, .flutterAndroid], surfaces: Surface.strips,
            kinds: [.release, .snap, .edge],
            "Flutter: a release at or past an edge heading out is the parent physics' (FixedExtentScrollPhysics, "
                + "PageScrollPhysics): Flutter Android does not move, Flutter iOS overscrolls and springs back with "
                + "BouncingScrollSimulation"),
        PhysicsChange(
            "0.3.1", surfaces: [.demo("easing"), .demo("salon"), .scenes], kinds: [.drawing],
            "with the tuning panel open the column collapses to its rail where the whole column would leave a "
                + "ghost no lane (the easing list's A lane at 1024 × 720), so the live lane is wider; the easing "
                + "demo's small curve card puts its name and Copy on a line above it, or only that line where "
                + "no curve fits, and its Top / Bottom / Random row buttons wrap sooner in a narrow lane"),
        PhysicsChange(
            "0.3.1",
            surfaces: [.demo("easing"), .demo("salon"), .demo("pull"), .demo("pager"), .demo("roller"), .scenes],
            kinds: [.drawing],
            "text is laid out with the font's own advances (WenQuanYi Micro Hei, rounded to whole pixels as "
                + "SDL2_ttf draws them) instead of a rough per-character estimate, so labels wrap or take a step "
                + "smaller type where the font needs it and no longer where it does not; the pull demo's "
                + "explanation never reaches past a narrow viewport"),
        PhysicsChange(
            "0.3.2", surfaces: Surface.strips, kinds: [.release, .snap],
            "a fling held to max_items_per_fling never turns back: where a drag carried the content past the "
                + "last item the limit allows from the press, the flick rests on the first item at or past the "
                + "release in its direction (the shipped carousel, released at 94 pt at +2767 pt/s, rested at "
                + "-60 pt, 154 pt against the throw)"),
        PhysicsChange(
            "0.3.2", surfaces: [.demo("salon")], kinds: [.drawing],
            "the salon's status line says \"moving to card 4, as keyed\" after ← → Home or End (it said \"as "
                + "clicked\" whatever started the move)"),
        PhysicsChange(
            "0.3.2", surfaces: [.demo("easing")], kinds: [.drawing],
            "letting go of a curve handle no longer pins A: no A lane opens, so the list and its curve buttons "
                + "keep the whole demo area (they gave the lane room, at 1024 × 720 folding the buttons into a "
                + "‹ Previous / Next › stepper)"),
        PhysicsChange(
            "0.3.3", platforms: [.android], surfaces: Surface.strips, kinds: [.release, .snap],
            "Android: LinearSnapHelper's distance per child spans the laid-out items' decorated bounds, the "
                + "spacing its ItemDecoration adds included, as computeDistancePerChild does (a 7000 pt/s release "
                + "on 300 pt cards 30 pt apart went 18 cards, the platform goes 17)"),
        PhysicsChange(
            "0.3.3", surfaces: [.demo("salon")], kinds: [.drawing],
            "the salon's line under the strip takes the longest form that fits its width (the city, then the "
                + "address, then the name give way; the card number stays), where it was cut mid-word: a narrow "
                + "lane beside platform lanes, a phone's screen"),
        PhysicsChange(
            "0.3.3", platforms: [.flutterAndroid, .flutterIOS], surfaces: Surface.strips, kinds: [.release],
            "Flutter's trackers read what its engine sends them: no move that left the pointer where it was, "
                + "and on Android each stamped in whole milliseconds (MotionEvent.getEventTime()); a mouse "
                + "flick's release under Flutter Android reads up to a few per cent other than before"),
        PhysicsChange(
            "0.3.3", platforms: [.flutterIOS], surfaces: Surface.strips, kinds: [.release],
            "Flutter iOS: a glide that stops inside rests where the frame that finds it done leaves it "
                + "(FrictionSimulation.x at that frame, as AnimationController sets it), past the tolerance "
                + "crossing by up to a frame's travel at the tolerance speed: 0.11 pt at 60 Hz on a phone at 3×"),
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
        guard appVersion != AppVersion.build else { return nil }
        let advice = "re-record it to pin today's physics"
        guard let recorded = AppVersion(appVersion) else {
            return "recorded with playground \"\(appVersion)\", which is no version this build knows; " + advice
        }
        if recorded == .current { return nil }
        if AppVersion.current < recorded {
            return "recorded with \(appVersion), newer than this build (\(AppVersion.build)): its physics "
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
