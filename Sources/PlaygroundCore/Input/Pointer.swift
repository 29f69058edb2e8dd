/// Which pointer a pointer input came from, and what the device said about its contact: the
/// mouse, or one of several fingers (or pens) down at once, each with the id the device gave it.
/// A recording keeps it on every pointer input (format v2); a v1 file's pointer is the mouse.
public struct Pointer: Hashable, Sendable {
    /// The device's id for the contact while it is down (a touch panel's tracking id, a browser's
    /// `pointerId`); the mouse is 0.
    public var id: Int
    public var kind: PointerKind
    /// The contact's pressure, normalised to 0...1 as Android's `MotionEvent.getPressure` and a
    /// browser's `pressure` are; nil where the device does not say.
    public var pressure: Double?
    /// The contact's major axis in points (Android's `TOUCH_MAJOR`, a browser's `width`); nil
    /// where the device does not say.
    public var size: Double?

    public init(id: Int, kind: PointerKind, pressure: Double? = nil, size: Double? = nil) {
        self.id = id
        self.kind = kind
        self.pressure = pressure
        self.size = size
    }

    /// The one pointer a mouse has, and what every v1 recording's pointer inputs came from.
    public static let mouse = Pointer(id: 0, kind: .mouse)

    /// The same contact, whatever it reports now (pressure and size change while it is down).
    public func isSameContact(as other: Pointer) -> Bool { id == other.id && kind == other.kind }
}
