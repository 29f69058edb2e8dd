/// The seed's DTContainerViewControllerDelegate: told when a transition starts and ends. The
/// seed's didEnd has no "completed" flag; a cancellable interactive transition needs one.
public protocol ContainerDelegate: Sendable {
    mutating func didStartTransition(from fromIndex: Int, to toIndex: Int)
    mutating func didEndTransition(from fromIndex: Int, to toIndex: Int, completed: Bool)
}
