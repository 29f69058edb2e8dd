/// One UIViewController containment or appearance callback, as the container sends it to a
/// child. `willMove(toParent: nil)` and friends are split by their argument so the log reads
/// like UIKit's.
public enum LifecycleCall: Hashable, Sendable {
    /// `willMove(toParent:)`: true = the container, false = nil.
    case willMoveToParent(Bool)
    /// `didMove(toParent:)`: true = the container, false = nil (sent by removeFromParent).
    case didMoveToParent(Bool)
    case viewWillAppear
    case viewDidAppear
    case viewWillDisappear
    case viewDidDisappear

    public var name: String {
        switch self {
        case .willMoveToParent(let attached): attached ? "willMove(toParent: container)" : "willMove(toParent: nil)"
        case .didMoveToParent(let attached): attached ? "didMove(toParent: container)" : "didMove(toParent: nil)"
        case .viewWillAppear: "viewWillAppear"
        case .viewDidAppear: "viewDidAppear"
        case .viewWillDisappear: "viewWillDisappear"
        case .viewDidDisappear: "viewDidDisappear"
        }
    }
}
