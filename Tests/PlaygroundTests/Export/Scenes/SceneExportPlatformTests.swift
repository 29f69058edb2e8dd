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

    @Test func androidPhysicsTakeTheStockSnapHelpers() {
        let android = text(.android, physics: "android")
        #expect(android.contains("PagerSnapHelper().attachToRecyclerView(recyclerView)"))
        #expect(!android.contains("override fun onFling") && !android.contains("smoothScrollBy("))
        let free = text(.android, physics: "android", scene: Self.freeCarousel)
        #expect(free.contains("LinearSnapHelper().attachToRecyclerView(recyclerView)"))
        #expect(!free.contains("PagerSnapHelper") && !free.contains("class CarouselSnapHelper"))
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
            let android = text(.android, physics: physics, scene: Self.freeCarousel)
            #expect(android.contains("val decay = -1000f * ln(CarouselMotion.DECELERATION_RATE)"), "\(physics)")
            #expect(!android.contains("LinearSnapHelper()."), "\(physics)")
        }
        for physics in ["uikit", "android"] {
            let dart = text(.flutter, physics: physics)
            #expect(dart.contains("projectedLanding(offset, velocity)"), "\(physics)")
            #expect(!dart.contains("x(double.infinity)"), "\(physics)")
        }
        // Byte for byte: the same glide is the same Kotlin whoever's physics ran it.
        #expect(
            text(.android, physics: "uikit", scene: Self.freeCarousel)
                == text(.android, physics: "flutter-ios", scene: Self.freeCarousel))
    }

}
