/// The demos the panel lists, in learning order. Each later issue adds its demo here.
public enum DemoCatalog {
    public static let all: [any Demo.Type] = [
        EasingDemo.self,
        PagerDemo.self,
    ]

    public static var ids: [String] { all.map { $0.info.id } }

    public static func index(of id: String) -> Int? { all.firstIndex { $0.info.id == id } }
}
