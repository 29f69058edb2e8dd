/// Something a demo asks the app to do that is not drawing: set a parameter (through the one
/// validation, recorded as a `parameter_changed` fact like a change in the tuning panel), or
/// put text on the clipboard (an effect on the host, never recorded).
public enum DemoRequest: Hashable, Sendable {
    case setParameter(name: String, text: String)
    case copy(String)
}
