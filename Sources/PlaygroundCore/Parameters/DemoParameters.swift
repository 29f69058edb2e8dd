/// A demo's parameters as one typed value: built once from the validated values in force, and
/// the only place the demo reads a tunable number from.
public protocol DemoParameters: Hashable, Sendable {
    /// The demo's parameters in display order (`playground params` and the panel list them so).
    static var specs: [ParameterSpec] { get }

    init(_ values: ParameterValues)
}
