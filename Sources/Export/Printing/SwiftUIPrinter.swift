import Motion
import PlaygroundCore

/// `--format swiftui`: what an iOS engineer writes. A strip is a `ScrollView` of a lazy stack
/// with `.scrollTargetLayout()` and `.scrollTargetBehavior` (`viewAligned`, or `paging`) over
/// `contentMargins` (`SwiftUIPrinter+Strip`); the animations, tuned springs and the demo's own
/// numbers are `Animation` values and constants in an `enum <Stem>Motion`. SwiftUI has no
/// deceleration setting: where the tuning needs one, the top line says what the system's changes,
/// measured by the playground.
struct SwiftUIPrinter: ExportPrinter {
    var document: ExportDocument

    init(document: ExportDocument) { self.document = document }

    var text: String {
        var out = document.banner(in: .swift) + difference + (document.strip.map(onePerFlingNote) ?? "")
        out += "import SwiftUI\n"
        if let strip = document.strip { out += "\n" + stripView(AppleStrip(strip: strip)) }
        return out + SwiftDeclaration.motionEnum(document.name.typeStem, members: members)
    }

    /// What SwiftUI keeps of the glide and the fling limit, where the tuning differs.
    private var difference: String {
        guard let loss = document.caveats.swiftUI else { return "" }
        var lost: [String] = []
        if let rate = loss.tunedRate {
            lost.append(
                "the system deceleration (\(SwiftLiteral.rate(DecelerationRate.normal.rawValue)), not "
                    + SwiftLiteral.rate(rate) + ")")
        }
        if let physics = loss.otherPhysics { lost.append("UIKit's scrolling, not \(physics)'s") }
        if let limit = loss.flingLimit { lost.append("no fling limit (not \(limit) items)") }
        return SwiftLiteral.difference(host: "SwiftUI", lost: lost.joined(separator: " and "), measured: loss.measured)
    }

    /// The `enum <Stem>Motion` members: animations, tuned springs, the demo's numbers.
    private var members: [String] {
        var out: [String] = []
        for animation in document.animations {
            guard let easing = animation.curve else {
                out.append(SwiftDeclaration.constant(animation.duration))
                continue
            }
            let duration = SwiftLiteral.number(animation.duration.number)
            let value: String
            switch SwiftDeclaration.Curve(easing) {
            case .linear: value = "linear(duration: \(duration))"
            case .easeIn: value = "easeIn(duration: \(duration))"
            case .easeOut: value = "easeOut(duration: \(duration))"
            case .easeInOut: value = "easeInOut(duration: \(duration))"
            case .bezier(let points): value = "timingCurve(\(points.joined(separator: ", ")), duration: \(duration))"
            }
            let tuned = [animation.duration] + (animation.curveConstant.map { [$0] } ?? [])
            out.append(
                SwiftDeclaration.comment(tuned, summary: SwiftDeclaration.curveNote(animation))
                    + "    static let \(SwiftDeclaration.name(animation)) = Animation.\(value)\n")
        }
        for spring in document.declaredSprings {
            out.append(
                SwiftDeclaration.comment([spring.response, spring.dampingRatio])
                    + "    static let \(spring.role.rawValue) = Animation.spring(response: "
                    + "\(SwiftLiteral.number(spring.response.number)), dampingFraction: "
                    + "\(SwiftLiteral.number(spring.dampingRatio.number)))\n")
        }
        return out + document.declaredConstants.map(SwiftDeclaration.constant)
    }
}
