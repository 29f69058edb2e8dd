/// The demos the panel lists, in the order of the issues that added them (keys 1-5).
public enum DemoCatalog {
    public static let all: [any Demo.Type] = [
        EasingDemo.self,
        SalonDemo.self,
        PullDemo.self,
        PagerDemo.self,
        RollerDemo.self,
    ]

    public static var ids: [String] { all.map { $0.info.id } }

    public static func index(of id: String) -> Int? { all.firstIndex { $0.info.id == id } }

    /// Why `name=value` is not a setting any demo takes, or nil when one does.
    public static func problem(withSetting name: String, value: String) -> String? {
        let known = all.flatMap { type in type.settings.map { (type.info.id, $0) } }
        guard let (demo, setting) = known.first(where: { $0.1.name == name }) else {
            let list = known.map { "\($0.1.name) (\($0.0): \($0.1.help))" }.joined(separator: ", ")
            return "no demo has a setting named '\(name)'; known: \(list.isEmpty ? "none" : list)"
        }
        return setting.accepts(value) ? nil : "'\(value)' is not a valid \(name) for \(demo): \(setting.help)"
    }
}
