/// A line of the pager's event log: a lifecycle call on a child (with the controller's id and
/// the channel it shows at that moment), the animator's `animationEnded`, or a call on the
/// container's delegate.
public enum PagerLogEntry: Hashable, Sendable {
    case lifecycle(controller: Int, channel: Int, call: LifecycleCall)
    case animationEnded(completed: Bool)
    case didStartTransition(from: Int, to: Int)
    case didEndTransition(from: Int, to: Int, completed: Bool)

    public var text: String {
        switch self {
        case .lifecycle(let id, let channel, let call): "#\(id) ch\(channel) \(call.name)"
        case .animationEnded(let completed): "animator.animationEnded(\(completed))"
        case .didStartTransition(let from, let to): "delegate.didStart(\(from) → \(to))"
        case .didEndTransition(let from, let to, let completed):
            "delegate.didEnd(\(from) → \(to), completed: \(completed))"
        }
    }
}
