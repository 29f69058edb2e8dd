import Motion
import PlaygroundCore

// The five demos declare the parameters every session has; the core's catalog and values know
// only specs, so the built-in catalog, and the defaults that start from it, live with the demos.
extension ParameterCatalog {
    /// The five demos' parameters.
    public static let builtIn = ParameterCatalog(specs: DemoCatalog.all.flatMap { $0.parameters })

    // The built-in catalog's lookups, for code that only ever sees the five demos.
    public static func spec(named name: String) -> ParameterSpec? { builtIn.spec(named: name) }
    public static func parameters(ofDemo id: String) -> [ParameterSpec] { builtIn.parameters(ofDemo: id) }
    public static func validate(name: String, text: String) throws(ParameterError) -> (
        spec: ParameterSpec, value: ParameterValue
    ) { try builtIn.validate(name: name, text: text) }
}

extension ParameterValues {
    /// Every one of the five demos' parameters at its default.
    public init() { self.init(catalog: .builtIn) }

    /// A header's `settings` for a session without scenes.
    public init(settings: [String: String]) throws(ParameterError) {
        try self.init(settings: settings, catalog: .builtIn)
    }
}

extension DemoParameters {
    /// Every parameter at its default.
    public static var defaults: Self { Self(ParameterValues()) }
}

extension DemoContext {
    /// A demo in `viewport` with the five demos' defaults in force.
    public init(viewport: Size, seed: UInt64 = 1) {
        self.init(viewport: viewport, seed: seed, parameters: ParameterValues())
    }
}
