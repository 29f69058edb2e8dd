import Motion
import PlaygroundCore

/// The seed's DTContainerViewController as a value: it pages through `numberOfChildren()`
/// indices with controllers from its data source's reuse pool, runs one transition at a time
/// through a `TransitionContext`, an animator picked by the transition delegate and either a
/// timed animation or an `InteractiveTransition`, and delivers the lifecycle calls the context
/// prescribes. Like the seed it has no tab bar of its own: the demo adds one.
///
/// Invariant: at rest exactly one child is in the container (`children.count == 1`), during a
/// transition two; every other controller waits in the pool.
public struct PagerContainer: Sendable {
    /// What moves the running transition.
    public enum Driver: Sendable {
        /// `animateTransition`: the animator's curve over its duration from µs `start`.
        case animated(start: Int64)
        case interactive(InteractiveTransition)
    }

    public struct Transition: Sendable {
        public internal(set) var context: TransitionContext
        public let animator: any TransitionAnimator
        public internal(set) var driver: Driver

        public var isInteractive: Bool {
            switch driver {
            case .animated: false
            case .interactive: true
            }
        }
    }

    public let dataSource: any ContainerDataSource
    public var transitionDelegate: any TransitionDelegate
    /// A released swipe faster than this (pt/s) decides by its direction (`pager.finish_velocity`).
    public var finishVelocityThreshold = InteractiveTransition.finishVelocityThreshold
    /// A slower one finishes past this fraction (`pager.finish_progress`).
    public var finishProgressThreshold = InteractiveTransition.finishProgressThreshold
    /// The container's delegate; it also receives the children's lifecycle lines.
    public private(set) var log = PagerEventLog()
    /// `containerView` in demo coordinates.
    public private(set) var frame: Rect
    /// `currentIndex`: the index at rest (the from index during a transition).
    public private(set) var currentIndex = 0
    /// The child controllers in the container: the current one first, the incoming one second.
    public private(set) var children: [ChannelController] = []
    public private(set) var pool = ReusePool<ChannelController>()
    public private(set) var transition: Transition?
    /// Where `select` asked to go while a transition was animating: started, in one transition,
    /// the moment the running one completes (keys queue, never lost).
    public private(set) var queuedIndex: Int?
    /// The container's clock: the latest time (µs) it was advanced to.
    public private(set) var time: Int64 = 0

    public init(dataSource: any ContainerDataSource, transitionDelegate: any TransitionDelegate, frame: Rect) {
        self.dataSource = dataSource
        self.transitionDelegate = transitionDelegate
        self.frame = frame
        loadCurrentChild()
    }

    public var numberOfChildren: Int { dataSource.numberOfChildren() }
    public var controllersCreated: Int { pool.created }

    // MARK: - Time

    /// Moves the clock to `time` and completes a transition whose animation has ended by then;
    /// a queued selection starts at that end, not at this frame, so it runs the same at any rate.
    public mutating func advance(to time: Int64) {
        self.time = max(self.time, time)
        while let transition {
            let end: Int64
            switch transition.driver {
            case .animated(let start):
                let duration = transition.animator.transitionDuration(transition.context)
                guard Double(self.time - start) / 1_000_000 >= duration else { return }
                end = start + microseconds(duration)
                // The seed's completion block: completeTransition(!transitionWasCancelled).
                complete(!transition.context.transitionWasCancelled)
            case .interactive(let interactive):
                guard let finishing = interactive.decision, interactive.isDone(at: self.time) else { return }
                end = interactive.end ?? self.time
                complete(finishing)
            }
            guard let next = queuedIndex else { return }
            queuedIndex = nil
            guard next != currentIndex, (0..<numberOfChildren).contains(next), !children.isEmpty else { return }
            begin(to: next, interactive: false, start: min(end, self.time))
        }
    }

    /// The transition's visual fraction now: the animator's curve of elapsed time, or the
    /// interactive fraction (linear in the finger's travel).
    public var fraction: Double {
        guard let transition else { return 0 }
        switch transition.driver {
        case .animated(let start):
            let duration = transition.animator.transitionDuration(transition.context)
            guard duration > 0 else { return 1 }
            return transition.animator.timing(Double(time - start) / 1_000_000 / duration)
        case .interactive(let interactive):
            return interactive.percentComplete(at: time)
        }
    }

    /// How fast the fraction changes now, per second: the completion's speed once a swipe is let
    /// go (0 while the finger holds it), else the slope of the animator's curve.
    public var fractionVelocity: Double {
        guard let transition else { return 0 }
        switch transition.driver {
        case .animated(let start):
            let duration = transition.animator.transitionDuration(transition.context)
            let u = Double(time - start) / 1_000_000 / max(duration, 1e-9)
            guard duration > 0, u < 1 else { return 0 }
            // A central difference on the curve: animators give their timing, not its slope.
            let a = max(0, u - 1e-4)
            let b = min(1, u + 1e-4)
            return (transition.animator.timing(b) - transition.animator.timing(a)) / (b - a) / duration
        case .interactive(let interactive):
            return interactive.velocity(at: time)
        }
    }

    /// Both children's poses now, nil at rest.
    public var poses: TransitionPoses? {
        guard let transition else { return nil }
        return transition.animator.poses(at: fraction, in: transition.context)
    }

    /// True while something animates without input (not while a finger holds the transition).
    public var isAnimating: Bool {
        guard let transition else { return false }
        switch transition.driver {
        case .animated: return true
        case .interactive(let interactive): return !interactive.isTracking
        }
    }

    // MARK: - Transitions

    /// `selectIndex`: one animated transition straight to `index` (however far). While a
    /// transition animates on its own, the request waits in `queuedIndex` (a later one replaces
    /// it) and starts when that transition completes; one still under the finger is settled at
    /// its current decision first.
    public mutating func select(_ index: Int, time: Int64) {
        advance(to: time)
        if isAnimating {
            queuedIndex = (0..<numberOfChildren).contains(index) ? index : queuedIndex
            return
        }
        settle()
        guard index != currentIndex, (0..<numberOfChildren).contains(index), !children.isEmpty else { return }
        begin(to: index, interactive: false)
    }

    /// Starts an interactive transition to `index` (a neighbour); false when there is none.
    @discardableResult
    public mutating func beginInteractive(to index: Int, time: Int64) -> Bool {
        advance(to: time)
        settle()
        guard index != currentIndex, (0..<numberOfChildren).contains(index), !children.isEmpty else { return false }
        begin(to: index, interactive: true)
        return true
    }

    /// `updateInteractiveTransition`.
    public mutating func updateInteractive(_ percent: Double, time: Int64) {
        advance(to: time)
        guard var transition, case .interactive(var interactive) = transition.driver else { return }
        interactive.update(percent)
        transition.driver = .interactive(interactive)
        self.transition = transition
    }

    /// The finger lifted with `velocity` (points per second, positive toward completion):
    /// finish or cancel by `InteractiveTransition.shouldFinish`, then run the rest as `physics`
    /// says (`TransitionCompletion`).
    public mutating func endInteractive(velocity: Double, time: Int64, physics: ScrollPhysics = .uiKit) {
        advance(to: time)
        guard var transition, case .interactive(var interactive) = transition.driver, interactive.isTracking else {
            return
        }
        let progress = interactive.percentComplete(at: self.time)
        let finishing = InteractiveTransition.shouldFinish(
            progress: progress, velocity: velocity,
            velocityThreshold: finishVelocityThreshold,
            progressThreshold: finishProgressThreshold)
        let width = max(1, transition.context.containerFrame.width)
        interactive.end(
            finishing: finishing, velocity: velocity / width, time: self.time, width: width,
            physics: physics)
        transition.context.isCancelled = !finishing
        transition.driver = .interactive(interactive)
        self.transition = transition
        advance(to: self.time)
    }

    /// Ends the running transition at once where it is heading: an animation completes; an
    /// interactive one completes as released, or, still under the finger, by its fraction.
    public mutating func settle() {
        queuedIndex = nil
        guard let transition else { return }
        switch transition.driver {
        case .animated:
            complete(!transition.context.transitionWasCancelled)
        case .interactive(let interactive):
            let finishing =
                interactive.decision
                ?? (interactive.percentComplete(at: time) > finishProgressThreshold)
            self.transition?.context.isCancelled = !finishing
            complete(finishing)
        }
    }

    /// `reloadChildViewControllers`: settles, gives the current child back to the pool and asks
    /// the data source again (the count may have changed; the index is kept in range).
    public mutating func reload(time: Int64) {
        advance(to: time)
        settle()
        if let current = children.first {
            for call in [
                LifecycleCall.willMoveToParent(false), .viewWillDisappear, .viewDidDisappear, .didMoveToParent(false),
            ] {
                deliver(call, to: current.id)
            }
            enqueue(children.removeFirst())
        }
        currentIndex = min(currentIndex, max(0, numberOfChildren - 1))
        loadCurrentChild()
    }

    /// New container bounds; a running transition continues in them.
    public mutating func resize(frame: Rect) {
        self.frame = frame
        if var transition {
            transition.context = TransitionContext(
                containerFrame: frame, fromIndex: transition.context.fromIndex, toIndex: transition.context.toIndex,
                fromController: transition.context.fromController, toController: transition.context.toController,
                isInteractive: transition.context.isInteractive, isCancelled: transition.context.isCancelled)
            self.transition = transition
        }
    }

    // MARK: - Private

    /// The first child: added the way a container adds a child in viewDidLoad and then appears.
    private mutating func loadCurrentChild() {
        guard numberOfChildren > 0 else { return }
        let child = dataSource.controller(at: currentIndex, reusing: &pool)
        children = [child]
        for call in [LifecycleCall.willMoveToParent(true), .didMoveToParent(true), .viewWillAppear, .viewDidAppear] {
            deliver(call, to: child.id)
        }
    }

    /// The seed's startAnimationTrasition; an animation starts at `start` (default: now).
    private mutating func begin(to index: Int, interactive: Bool, start: Int64? = nil) {
        let from = children[0]
        let to = dataSource.controller(at: index, reusing: &pool)
        children.append(to)
        let context = TransitionContext(
            containerFrame: frame, fromIndex: currentIndex, toIndex: index,
            fromController: from.id, toController: to.id, isInteractive: interactive)
        let animator = transitionDelegate.animationController(fromIndex: currentIndex, toIndex: index, in: context)
        let driver: Driver =
            interactive
            ? .interactive(InteractiveTransition(duration: animator.transitionDuration(context)))
            : .animated(start: start ?? time)
        log.didStartTransition(from: currentIndex, to: index)
        transition = Transition(context: context, animator: animator, driver: driver)
        deliver(context.startSteps, in: context)
    }

    /// `completeTransition(_:)`: the context's lifecycle calls, the leaving child back to the
    /// pool, the animator's `animationEnded`, then the delegate.
    private mutating func complete(_ didComplete: Bool) {
        guard let transition else { return }
        let context = transition.context
        deliver(context.completionSteps(didComplete: didComplete), in: context)
        let leaving = didComplete ? context.fromController : context.toController
        if let i = children.firstIndex(where: { $0.id == leaving }) { enqueue(children.remove(at: i)) }
        if didComplete { currentIndex = context.toIndex }
        log.append(.animationEnded(completed: !context.transitionWasCancelled))
        self.transition = nil
        log.didEndTransition(from: context.fromIndex, to: context.toIndex, completed: didComplete)
    }

    private mutating func deliver(_ steps: [TransitionContext.Step], in context: TransitionContext) {
        for step in steps {
            switch step.role {
            case .from: deliver(step.call, to: context.fromController)
            case .to: deliver(step.call, to: context.toController)
            }
        }
    }

    private mutating func deliver(_ call: LifecycleCall, to id: Int) {
        guard let i = children.firstIndex(where: { $0.id == id }) else { return }
        children[i].receive(call)
        log.append(.lifecycle(controller: id, channel: children[i].index, call: call))
    }

    private mutating func enqueue(_ controller: ChannelController) {
        var controller = controller
        controller.prepareForReuse()
        pool.enqueue(controller, identifier: ChannelController.reuseIdentifier)
    }
}
