/// The seed's DTTransitionProtocol: the animator for a transition between two indices. It sees
/// indices, not just controllers, because controllers are reused and say nothing about order.
public protocol TransitionDelegate: Sendable {
    func animationController(fromIndex: Int, toIndex: Int, in context: TransitionContext) -> any TransitionAnimator
}
