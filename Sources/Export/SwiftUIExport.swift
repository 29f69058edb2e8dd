import Motion
import Playground

/// `--format swiftui`: `Animation.spring(response:dampingFraction:)` and `.timingCurve` values,
/// and what SwiftUI has instead of a deceleration rate.
struct SwiftUIExport {
    var model: ExportModel

    var text: String {
        let name = model.typeStem + "Motion"
        var out = ExportFormat.banner(model, in: .swift)
        out += "// SwiftUI. Every value says what it is, its unit and where its default comes from.\n"
        if let note = model.foreignPhysicsNote(host: "SwiftUI") { out += SourceLanguage.swift.lineComment(note) }
        out += "import SwiftUI\n\nenum \(name) {\n"
        for s in model.springs {
            out += doc(
                s.comment + " The same spring as SwiftUI's Spring(duration: "
                    + "\(ExportNumber.derived(s.spring.duration)), bounce: "
                    + "\(ExportNumber.derived(s.spring.bounce))).")
            out +=
                "    static let \(s.name) = Animation.spring(response: \(ExportNumber.exact(s.response.number)), "
                + "dampingFraction: \(ExportNumber.exact(s.ratio.number)))\n\n"
        }
        out += SwiftConstants.timed(model, durationType: "Double") { name, points, duration in
            "    static let \(name) = Animation.timingCurve(\(points), duration: \(duration))\n"
        }
        if let glide = model.glide {
            out += doc(
                glide.item.comment
                    + " SwiftUI's ScrollView has no deceleration setting: set this rate on the UIScrollView underneath "
                    + "(scrollView.decelerationRate = .init(rawValue: \(name).\(glide.item.shortName.lowerCamel))).")
            if model.snapInterval != nil {
                out += doc(
                    "Snapping a card to the centre: .scrollTargetBehavior(.viewAligned) on the ScrollView and "
                        + ".scrollTargetLayout() on its stack (iOS 17).")
            }
            out +=
                "    static let \(glide.item.shortName.lowerCamel): CGFloat = "
                + "\(ExportNumber.exact(glide.rate.rawValue))\n\n"
        }
        return SwiftConstants.closing(model, after: out)
    }

    private func doc(_ text: String) -> String { SwiftConstants.doc(text) }
}
