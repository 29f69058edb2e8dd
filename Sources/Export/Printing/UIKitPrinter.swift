import Motion

/// `--format swift`: what a UIKit engineer writes. A strip is a `UICollectionView` with a flow
/// layout, the tuned `decelerationRate` and a `scrollViewWillEndDragging` that rests on the item
/// nearest UIKit's own projection (`UIKitPrinter+Strip`); the animations, tuned springs and the
/// demo's own numbers are members of an `enum <Stem>Motion`: `UIView.animate` for UIKit's curves,
/// `UIViewPropertyAnimator` for a Bézier, `UISpringTimingParameters` for a spring.
struct UIKitPrinter: ExportPrinter {
    var document: ExportDocument

    init(document: ExportDocument) { self.document = document }

    var text: String {
        var out = document.banner(in: .swift) + difference + "import UIKit\n"
        if let strip = document.strip { out += "\n" + stripDelegate(AppleStrip(strip: strip)) }
        return out + SwiftDeclaration.motionEnum(document.name.typeStem, members: members)
    }

    /// UIKit has every value the playground's UIKit physics have; another platform's it has not.
    private var difference: String {
        guard !document.physics.isReference else { return "" }
        return SwiftLiteral.difference(
            host: "UIKit", lost: "UIKit's scrolling, not \(document.physics.title)'s",
            measured: document.caveats.underUIKit)
    }

    /// A rate as an iOS engineer writes it: UIKit's names `.fast` (0.99) and `.normal` (0.998), any
    /// other as `UIScrollView.DecelerationRate(rawValue: 0.995)`; nil for the names (`named`).
    static func rate(_ rate: ExportConstant) -> String {
        named(rate) ?? "UIScrollView.DecelerationRate(rawValue: \(SwiftLiteral.rate(rate.number)))"
    }

    /// `.fast` or `.normal` where the rate is one UIKit names.
    static func named(_ rate: ExportConstant) -> String? {
        switch rate.number {
        case DecelerationRate.fast.rawValue: ".fast"
        case DecelerationRate.normal.rawValue: ".normal"
        default: nil
        }
    }

    /// The `enum <Stem>Motion` members: the glide's rate (not a strip's: the strip sets it),
    /// animations, tuned springs, the demo's numbers.
    private var members: [String] {
        var out: [String] = []
        if document.strip == nil, let rate = document.declaredDecelerationRate {
            out.append(
                SwiftDeclaration.comment([rate], summary: "use: scrollView.decelerationRate = this")
                    + "    static let \(rate.name.lowerCamel)"
                    + (Self.named(rate).map { ": UIScrollView.DecelerationRate = \($0)" } ?? " = \(Self.rate(rate))")
                    + "\n")
        }
        for animation in document.animations {
            guard let easing = animation.curve else {
                out.append(SwiftDeclaration.constant(animation.duration))
                continue
            }
            let name = SwiftDeclaration.name(animation)
            let duration = SwiftLiteral.number(animation.duration.number)
            let tuned = [animation.duration] + (animation.curveConstant.map { [$0] } ?? [])
            let comment = SwiftDeclaration.comment(tuned, summary: SwiftDeclaration.curveNote(animation))
            let options: String
            switch SwiftDeclaration.Curve(easing) {
            case .linear: options = ".curveLinear"
            case .easeIn: options = ".curveEaseIn"
            case .easeOut: options = ".curveEaseOut"
            case .easeInOut: options = ".curveEaseInOut"
            case .bezier(let p):
                out.append(
                    comment + """
                            @MainActor static func \(name)(_ animations: @escaping () -> Void) -> UIViewPropertyAnimator {
                                UIViewPropertyAnimator(
                                    duration: \(duration), controlPoint1: CGPoint(x: \(p[0]), y: \(p[1])),
                                    controlPoint2: CGPoint(x: \(p[2]), y: \(p[3])), animations: animations)
                            }

                        """)
                continue
            }
            out.append(
                comment + """
                        @MainActor static func \(name)(_ animations: @escaping () -> Void) {
                            UIView.animate(withDuration: \(duration), delay: 0, options: \(options), animations: animations)
                        }

                    """)
        }
        for spring in document.declaredSprings {
            out.append(
                SwiftDeclaration.comment(
                    [spring.response, spring.dampingRatio],
                    summary: "response \(SwiftLiteral.number(spring.response.number)) s, damping ratio "
                        + "\(SwiftLiteral.number(spring.dampingRatio.number)) (initialVelocity: release speed ÷ "
                        + "distance left)")
                        + """
                            static func \(spring.role.rawValue)(initialVelocity: CGVector = .zero) -> UISpringTimingParameters {
                                UISpringTimingParameters(
                                    mass: 1, stiffness: \(SwiftLiteral.number(spring.spring.stiffness)), damping: \(SwiftLiteral.number(spring.spring.damping)),
                                    initialVelocity: initialVelocity)
                            }

                        """)
        }
        return out + document.declaredConstants.map(SwiftDeclaration.constant)
    }
}
