import PlaygroundCore

/// The demos the panel lists, in the order of the issues that added them (keys 1-5).
public enum DemoCatalog {
    public static let all: [any BuiltInDemo.Type] = [
        EasingDemo.self,
        SalonDemo.self,
        PullDemo.self,
        PagerDemo.self,
        RollerDemo.self,
    ]

    public static var ids: [String] { all.map { $0.info.id } }

    public static func index(of id: String) -> Int? { all.firstIndex { $0.info.id == id } }
}
