/// What idiomatic code declares of a document: what the platform does not already do. A value a
/// platform's own default gave (UIKit's rubber band, its `.normal` deceleration, its edge spring)
/// is the platform's behaviour and is left to it unless it was tuned; the demo's own values (its
/// seed's, the playground's, a scene file's) are what the engineer rebuilds.
extension ExportDocument {
    /// Whether `constant` says something the platform does not already do.
    static func isDeclared(_ constant: ExportConstant) -> Bool {
        switch constant.note.source.origin {
        case .uiKit, .flutter, .android: constant.note.isTuned
        case .seed, .playground, .scene: true
        }
    }

    /// The glide's rate where it differs from the platform's.
    var declaredDecelerationRate: ExportConstant? { decelerationRate.flatMap { $0.note.isTuned ? $0 : nil } }

    /// The springs that were tuned: an untuned one is the platform's or the playground's own rule.
    /// None for a strip: the platform's snapping glides onto the item, with no spring of its own.
    var declaredSprings: [ExportSpring] { strip == nil ? springs.filter(\.isTuned) : [] }

    /// The numbers and choices to declare beside the animations: none for a strip, whose rule
    /// the platform's snapping primitive carries (the playground's rule is `--exact`'s).
    var declaredConstants: [ExportConstant] {
        guard strip == nil else { return [] }
        return constants.filter { $0.role != .decelerationRate && Self.isDeclared($0) }
    }
}
