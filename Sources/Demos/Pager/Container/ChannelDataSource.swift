import PlaygroundCore

/// The demo's data source: 100 Toutiao-style channels from Assets/channels.tsv, served by
/// controllers dequeued from the container's pool.
public struct ChannelDataSource: ContainerDataSource, Sendable {
    public struct Channel: Hashable, Sendable {
        public var chinese: String
        public var english: String
    }

    public let channels: [Channel]

    public init(channels: [Channel]) { self.channels = channels }

    /// The embedded channel list (Chinese name, English name).
    public static let standard = ChannelDataSource(
        channels: EmbeddedAssets.channels.map {
            Channel(chinese: $0[0], english: $0.count > 1 ? $0[1] : $0[0])
        })

    public func numberOfChildren() -> Int { channels.count }

    public func controller(at index: Int, reusing pool: inout ReusePool<ChannelController>) -> ChannelController {
        let nextID = pool.created + 1
        var controller = pool.dequeue(ChannelController.reuseIdentifier) { ChannelController(id: nextID) }
        let channel = channels[index]
        controller.configure(index: index, chinese: channel.chinese, english: channel.english)
        return controller
    }
}
