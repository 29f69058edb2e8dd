import Motion
import Playground

/// The JSON record of whose scroll physics the playground simulated (`<id>.physics`): the
/// platform's name, and unless it is UIKit's (whose numbers are under `derived`), the constants
/// of the simulation that ran.
extension JSONExport {
    /// `platform`, then `platform_physics` when the playground did not simulate UIKit.
    static func platformFields(_ model: ExportModel) -> [StateField] {
        var fields = [StateField("platform", .string(model.platform.rawValue))]
        if let physics = platformPhysics(model) { fields.append(StateField("platform_physics", physics)) }
        return fields
    }

    /// The simulation's constants: Android's friction, over-fling and snap helper; Flutter's drag
    /// or friction, spring, tolerance and snapping physics. nil under UIKit.
    static func platformPhysics(_ model: ExportModel) -> StateValue? {
        let spring = FlutterScrolling.spring
        let flutterSpring = StateValue.fields([
            "mass": .double(spring.mass),
            "stiffness": .double(spring.stiffness),
            "damping_ratio": .double(spring.dampingRatio),
            "damping": .double(spring.damping),
        ])
        let density = model.density ?? 1
        let flutterTolerance = FlutterScrolling.toleranceFor(devicePixelRatio: density)
        let tolerance = StateValue.fields([
            "device_pixel_ratio": .double(density),
            "distance": .double(flutterTolerance.distance),
            "velocity": .double(flutterTolerance.velocity),
        ])
        let snapping: StateValue =
            model.snapInterval != nil
            ? .string("FixedExtentScrollPhysics") : model.turnsPages ? .string("PageScrollPhysics") : .null
        switch model.platform {
        case .uikit:
            return nil
        case .android:
            let helper: StateValue =
                model.snapInterval != nil
                ? .string("LinearSnapHelper") : model.turnsPages ? .string("PagerSnapHelper") : .null
            return .fields([
                "simulation": .string("OverScroller"),
                "density_px_per_dp": .double(density),
                "overscroller_friction": .double(OverScrollerFling.defaultFriction),
                "overfling_distance_dp": .double(AndroidFlingSimulation.defaultOverflingDistance),
                "edge_deceleration_dp_s2": .double(AndroidFlingSimulation.gravity),
                "min_fling_velocity_dp_s": .double(AndroidSnapping.minimumFlingVelocity),
                "snap_helper": helper,
                "snap_ms_per_inch": .double(AndroidSnapping.snapHelperMillisecondsPerInch),
                "page_settle": model.turnsPages ? .string("ViewPager.smoothScrollTo") : .null,
            ])
        case .flutterIOS:
            return .fields([
                "simulation": .string("BouncingScrollPhysics"),
                "friction_drag_per_s": .double(FlutterBouncingPhysics.frictionDrag),
                "spring": flutterSpring,
                "overscroll_friction": .double(FlutterBouncingPhysics.overscrollFrictionScale),
                "min_fling_velocity_pt_s": .double(FlutterBouncingPhysics.minFlingVelocity),
                "tolerance": tolerance,
                "snapping": snapping,
            ])
        case .flutterAndroid:
            return .fields([
                "simulation": .string("ClampingScrollPhysics"),
                "friction": .double(FlutterClampingSimulation.defaultFriction),
                "spring": flutterSpring,
                "min_fling_velocity_pt_s": .double(
                    FlutterAndroidScrolling().minimumFlingVelocity(physics: ScrollPhysics())),
                "tolerance": tolerance,
                "snapping": snapping,
            ])
        }
    }
}
