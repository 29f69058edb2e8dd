import Testing

@testable import Export
@testable import Playground

/// `export --scene` under a scene's platform physics (`<scene>.physics`): Android's export
/// chooses with LinearSnapHelper's / PagerSnapHelper's rule under `android`, Flutter's with the
/// parent physics' ballistic end under `flutter-ios` / `flutter-android`; under the other
/// platforms each writes UIKit's choice as before.
@Suite struct SceneExportPlatformTests {
    static let carousel = SceneFixtures.scene(SceneFixtures.carousel, id: "carousel")
    static let freeCarousel = SceneFixtures.scene(SceneFixtures.freeCarousel, id: "carousel")

    func text(_ format: ExportFormat, physics: String, scene: Scene = carousel) -> String {
        format.text(scene: scene, values: SceneExportTests.values(scene, ["physics": physics]))
    }

    @Test func androidPhysicsChooseAsTheSnapHelpers() {
        let android = text(.android, physics: "android")
        #expect(!android.contains("x0 + v/λ"))
        #expect(!android.contains("projectedLanding"))
        #expect(!android.contains("override fun onFling"))
        for line in [
            "fun androidReleaseTarget(", "calculateScrollDistance(velocityX, velocityY)[0] / density",
            "override fun findTargetSnapPosition(", "PagerSnapHelper()'s rule", "LinearSnapHelper's rule",
            "const val MIN_FLING_VELOCITY = 50.0", "floor(flingDistance / perChild + 0.5)",
            "override fun calculateDistanceToFinalSnap(",
        ] {
            #expect(android.contains(line), "\(line)")
        }
        let free = text(.android, physics: "android", scene: Self.freeCarousel)
        #expect(free.contains("LinearSnapHelper()'s rule"))
        #expect(!free.contains("PagerSnapHelper()'s rule"))
        #expect(SceneExportTests().balanced(android))
    }

    @Test func flutterPhysicsTakeTheParentsBallisticEnd() {
        for (physics, parent, fling) in [
            ("flutter-ios", "BouncingScrollPhysics", "100.0"), ("flutter-android", "ClampingScrollPhysics", "50.0"),
        ] {
            let dart = text(.flutter, physics: physics)
            for line in [
                "parent: const \(parent)()", "ballistic?.x(double.infinity)",
                "super.createBallisticSimulation(position, velocity)", "FrictionSimulation.through(",
                "ScrollSpringSimulation(spring,", "static const double minFlingVelocity = \(fling);",
            ] {
                #expect(dart.contains(line), "\(physics): \(line)")
            }
            #expect(!dart.contains("x0 + v/λ"), "\(physics)")
            #expect(!dart.contains("velocity >= slowReleaseVelocity"), "\(physics)")
            #expect(!dart.contains("pagingVelocityThreshold)"), "\(physics)")
            #expect(SceneExportTests().balanced(dart), "\(physics)")
        }
    }

    @Test func otherPlatformsKeepUIKitsChoice() {
        for physics in ["uikit", "flutter-ios", "flutter-android"] {
            let android = text(.android, physics: physics)
            #expect(android.contains("The playground's projection (x0 + v/λ at the scene's rate) picks the item"))
            #expect(!android.contains("androidReleaseTarget"), "\(physics)")
        }
        for physics in ["uikit", "android"] {
            let dart = text(.flutter, physics: physics)
            #expect(dart.contains("projectedLanding(offset, velocity)"), "\(physics)")
            #expect(!dart.contains("x(double.infinity)"), "\(physics)")
        }
        // Byte for byte: the android export under Flutter's physics is UIKit's but for the header.
        let uiKit = text(.android, physics: "uikit")
        let flutter = text(.android, physics: "flutter-ios")
        #expect(uiKit.split(separator: "\n").suffix(400) == flutter.split(separator: "\n").suffix(400))
    }

}
