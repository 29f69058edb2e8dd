/// One salon, as the seed's `SalonEntity`: what a card shows. Loaded from Assets/salons.tsv.
public struct SalonEntity: Hashable, Sendable {
    public var name: String
    public var address: String

    public init(name: String, address: String) {
        self.name = name
        self.address = address
    }

    /// The embedded table: name, tab, address.
    static let all: [SalonEntity] = EmbeddedAssets.salons.map {
        SalonEntity(name: $0[0], address: $0.count > 1 ? $0[1] : "")
    }
}
