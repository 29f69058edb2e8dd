import Motion
import Playground

/// What every exporter says about the scroll physics the playground simulated (`<id>.physics`):
/// whose they were, and what the UIKit numbers the format otherwise writes are under them.
extension ExportModel {
    /// `Android's OverScroller`, `Flutter's BouncingScrollPhysics`: what ran, as its platform
    /// names it.
    var platformPhysicsName: String {
        switch platform {
        case .uikit: "UIKit's UIScrollView physics"
        case .android: "Android's OverScroller"
        case .flutterIOS: "Flutter's BouncingScrollPhysics"
        case .flutterAndroid: "Flutter's ClampingScrollPhysics"
        }
    }

    /// `The playground simulated Android's OverScroller (salon.physics = android)`: nil under UIKit.
    var simulatedClause: String? {
        guard platform != .uikit else { return nil }
        let parameter = platformParameter.map { " (\($0) = \(platform.rawValue))" } ?? ""
        return "The playground simulated \(platformPhysicsName)\(parameter)"
    }

    /// The density the simulation ran at and what follows it, for the Android and Flutter exports
    /// of their own physics: ` It ran at 3 device pixels per point (salon.density): <what>; on a
    /// device, the device's own.` Empty without one.
    func densitySentence(_ what: String) -> String {
        guard let density else { return "" }
        let parameter = densityParameter.map { " (\($0))" } ?? ""
        return " It ran at \(ExportNumber.exact(density)) device pixels per point\(parameter): " + what
            + "; on a device, the device's own."
    }

    /// The parts of UIKit's physics this export writes that `platform`'s simulation does not run:
    /// `the deceleration rate, the bounce spring and the snap spring`.
    var uiKitOnlyParts: String {
        var parts: [String] = []
        if glide != nil { parts.append("the deceleration rate") }
        for name in ["bounce", "snap"] where springs.contains(where: { $0.name == name }) {
            parts.append("the \(name) spring")
        }
        guard let last = parts.popLast() else { return "the values" }
        return parts.isEmpty ? last : parts.joined(separator: ", ") + " and " + last
    }

    /// For a format whose platform (`host`: UIKit, SwiftUI, CSS) has no setting for the simulated
    /// physics: which physics ran, and that the numbers written are UIKit's. nil under UIKit.
    func foreignPhysicsNote(host: String) -> String? {
        guard let clause = simulatedClause else { return nil }
        let alike =
            platform == .flutterIOS
            ? ", whose drag (0.135 per second) is about UIKit's .normal rate (0.998 per ms) to the 1000th, so "
                + "UIKit's default glide is alike" : ""
        return clause + alike + "; \(host) has no equivalent physics: " + uiKitOnlyParts
            + " below are UIKit's, with the values in force (UIKit's own defaults unless tuned), not what that "
            + "simulation ran."
    }

    /// For the Android or Flutter export of another platform's physics: which physics ran, and
    /// that the numbers below carry UIKit's glide and springs. nil under UIKit.
    var otherPlatformNote: String? {
        simulatedClause.map { $0 + "; " + uiKitOnlyParts + " below are matched to UIKit's values in force." }
    }

    /// Why the spring `name` (`bounce`, `snap`) does nothing under `platform`, as a sentence to
    /// append to its comment; "" for the others and under UIKit.
    func springNote(_ name: String) -> String {
        let flutterSpring = "Flutter's default scroll spring (mass 0.5, stiffness 100, damping ratio 1.1)"
        let under = " Not used under \(platform.rawValue) physics: "
        switch (name, platform) {
        case ("bounce", .android):
            return under + "OverScroller returns content from past an edge itself (a deceleration of "
                + "\(ExportNumber.exact(AndroidFlingSimulation.gravity)) dp/s² within the over-fling distance, "
                + "then a cubic spring-back)."
        case ("bounce", .flutterIOS):
            return under + "BouncingScrollSimulation returns content from past an edge with \(flutterSpring)."
        case ("bounce", .flutterAndroid):
            return under + "ClampingScrollPhysics stops content at the edges."
        case ("snap", .android):
            return under + "a snap runs LinearSmoothScroller's decelerate timing from where the content is."
        case ("snap", .flutterIOS), ("snap", .flutterAndroid):
            return under + "a snap decelerates onto its target (FrictionSimulation.through), or takes "
                + flutterSpring + " when the release is slow or the target behind it."
        default:
            return ""
        }
    }
}
