/// What a roller is doing. The live cells travel in the payloads, so a reload that replaces
/// the phase cannot leave a cell behind (the seed's ghost-cell fix, by construction).
public enum RollerPhase: Hashable, Sendable {
    /// No rows: the empty state is drawn and nothing is scheduled.
    case empty
    /// `current` shows at rest. `waiting` is the next row's cell parked below the view, which
    /// only the scaleY style keeps between rolls (its completion pre-dequeues it).
    case resting(current: CommentCell, waiting: CommentCell?)
    /// A roll is animating from `outgoing` to `incoming`.
    case rolling(Roll, outgoing: CommentCell, incoming: CommentCell)
}
