import Motion
import Playground

/// `--format swift`: UIKit constants (`UIScrollView.DecelerationRate(rawValue:)`,
/// `UISpringTimingParameters`, `CAMediaTimingFunction(controlPoints:)`, durations).
struct UIKitExport {
    var model: ExportModel

    var text: String {
        let name = model.typeStem + "Motion"
        var out = ExportFormat.banner(model, in: .swift)
        out += "// UIKit. Every constant says what it is, its unit and where its default comes from.\n"
        if let note = model.foreignPhysicsNote(host: "UIKit") { out += SourceLanguage.swift.lineComment(note) }
        out += "import UIKit\n\nenum \(name) {\n"
        if let glide = model.glide {
            out += "    // MARK: Deceleration\n\n"
            out += doc(glide.item.comment)
            out += "    /// Use: scrollView.decelerationRate = \(name).\(glide.item.shortName.lowerCamel)\n"
            out +=
                "    static let \(glide.item.shortName.lowerCamel) = UIScrollView.DecelerationRate(rawValue: "
                + ExportNumber.exact(glide.rate.rawValue) + ")\n\n"
        }
        if !model.springs.isEmpty { out += "    // MARK: Springs\n\n" }
        for s in model.springs {
            out += doc(s.comment)
            out += "    /// For mass 1: stiffness k = (2π / response)² (N/m), damping c = 4π · ζ / response (N·s/m).\n"
            out += "    /// initialVelocity is relative to the distance, as UIKit wants: pt/s ÷ (target − current).\n"
            out += "    static func \(s.name)Spring(initialVelocity: CGVector = .zero) -> UISpringTimingParameters {\n"
            out +=
                "        UISpringTimingParameters(mass: 1, stiffness: \(ExportNumber.derived(s.spring.stiffness)), "
                + "damping: \(ExportNumber.derived(s.spring.damping)),\n"
            out += "                                 initialVelocity: initialVelocity)\n    }\n\n"
        }
        if !model.timed.isEmpty { out += "    // MARK: Timed animations\n\n" }
        out += SwiftConstants.timed(model, durationType: "TimeInterval") { name, points, _ in
            "    static let \(name)Timing = CAMediaTimingFunction(controlPoints: \(points))\n"
        }
        if !model.constants.isEmpty || model.snapInterval != nil { out += "    // MARK: Other numbers\n\n" }
        if let pitch = model.snapInterval {
            out += doc(
                "Distance between card centres (pt): the demo snaps a card to the centre; in "
                    + "scrollViewWillEndDragging, round targetContentOffset to a multiple of this.")
            out += "    static let snapInterval: CGFloat = \(ExportNumber.exact(pitch))\n\n"
        }
        return SwiftConstants.closing(model, after: out)
    }

    private func doc(_ text: String) -> String { SwiftConstants.doc(text) }
}
