import Motion

/// The seed's DTTransitionContext (UIViewControllerContextTransitioning): which controller goes
/// to which, by index, in what container, and whether it was cancelled. Animators read it; the
/// container asks it for the lifecycle calls at the start and at `completeTransition(_:)`, so
/// the order lives here as in the seed, and the container only delivers the calls.
public struct TransitionContext: Hashable, Sendable {
    /// Whose callback a lifecycle step is.
    public enum Role: Hashable, Sendable { case from, to }

    public struct Step: Hashable, Sendable {
        public var role: Role
        public var call: LifecycleCall
    }

    /// `containerView.bounds` in demo coordinates.
    public let containerFrame: Rect
    public let fromIndex: Int
    public let toIndex: Int
    /// The controllers' ids (`viewController(forKey:)`; the values live in the container).
    public let fromController: Int
    public let toController: Int
    /// `isInteractive`: driven by a percent-driven interactive controller.
    public let isInteractive: Bool
    /// `transitionWasCancelled`: set when the interactive controller cancels.
    public internal(set) var isCancelled = false

    public init(
        containerFrame: Rect, fromIndex: Int, toIndex: Int, fromController: Int, toController: Int,
        isInteractive: Bool, isCancelled: Bool = false
    ) {
        self.isCancelled = isCancelled
        self.containerFrame = containerFrame
        self.fromIndex = fromIndex
        self.toIndex = toIndex
        self.fromController = fromController
        self.toController = toController
        self.isInteractive = isInteractive
    }

    public var transitionWasCancelled: Bool { isCancelled }

    /// `initialFrame(for:)` / `finalFrame(for:)`: every child fills the container.
    public var finalFrame: Rect { containerFrame }

    /// The seed's startAnimationTrasition: `to.willMove(toParent: container)` (addChild), then
    /// the appearance transitions begin as the to-view is added: to will appear, from will
    /// disappear (UIKit's `beginAppearanceTransition` order for a container swap).
    public var startSteps: [Step] {
        [
            Step(role: .to, call: .willMoveToParent(true)),
            Step(role: .to, call: .viewWillAppear),
            Step(role: .from, call: .viewWillDisappear),
        ]
    }

    /// The seed's `completeTransition:`, with the appearance calls UIKit adds.
    ///
    /// Completed: `to.didMove(toParent:)`; `from.willMove(toParent: nil)`; from's view leaves
    /// the window (viewDidDisappear); `from.removeFromParent` (didMove(toParent: nil)); then
    /// to's appearance ends (viewDidAppear).
    ///
    /// Cancelled: the seed still sends `to.didMove(toParent: container)` first, then undoes the
    /// child: `to.willMove(toParent: nil)`. UIKit reverses an appearance transition that never
    /// finished: a cancelled interactive pop logs to: willAppear → willDisappear → didDisappear
    /// and from: willDisappear → willAppear → didAppear, with to's teardown first. So: to will
    /// disappear, to's view leaves (viewDidDisappear), `to.removeFromParent` (didMove(toParent:
    /// nil)), then from will appear and did appear again.
    public func completionSteps(didComplete: Bool) -> [Step] {
        if didComplete {
            return [
                Step(role: .to, call: .didMoveToParent(true)),
                Step(role: .from, call: .willMoveToParent(false)),
                Step(role: .from, call: .viewDidDisappear),
                Step(role: .from, call: .didMoveToParent(false)),
                Step(role: .to, call: .viewDidAppear),
            ]
        }
        return [
            Step(role: .to, call: .didMoveToParent(true)),
            Step(role: .to, call: .willMoveToParent(false)),
            Step(role: .to, call: .viewWillDisappear),
            Step(role: .to, call: .viewDidDisappear),
            Step(role: .to, call: .didMoveToParent(false)),
            Step(role: .from, call: .viewWillAppear),
            Step(role: .from, call: .viewDidAppear),
        ]
    }
}
