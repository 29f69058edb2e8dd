import PlaygroundCore

/// The seed's DTContainerViewControllerDataSource, shaped like UITableViewDataSource: the
/// number of children may be far larger than the number of controllers, because the data
/// source dequeues them from the container's reuse pool the way cells are dequeued.
public protocol ContainerDataSource: Sendable {
    /// `numberOfChildViewController`: how many indices the container pages through.
    func numberOfChildren() -> Int
    /// `viewControllerAtIndex:`: a controller configured for `index`, dequeued from `pool`
    /// (a new one only when the pool is empty).
    func controller(at index: Int, reusing pool: inout ReusePool<ChannelController>) -> ChannelController
}
