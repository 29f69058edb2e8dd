import Playground

/// One finger on a touch panel from the frame that put it down to the frame that took it away,
/// in the panel's raw units (a browser's pointer in CSS pixels, which are points) and the
/// device's own times: what an imported trace is made of.
public struct TouchStroke: Hashable, Sendable {
    /// One report of the finger (a `SYN_REPORT` frame that had it, or a browser's event).
    public struct Sample: Hashable, Sendable {
        /// µs on the device's clock (getevent's seconds since boot, a browser's `timeStamp`),
        /// never re-stamped.
        public var time: Int64
        public var x: Double
        public var y: Double
        /// `ABS_MT_PRESSURE` / `ABS_PRESSURE`, raw, where the panel reports it; a browser's 0 to 1.
        public var pressure: Double?
        /// `ABS_MT_TOUCH_MAJOR`, raw, where the panel reports it; a browser's larger of `width`
        /// and `height` (CSS pixels).
        public var size: Double?

        public init(time: Int64, x: Double, y: Double, pressure: Double? = nil, size: Double? = nil) {
            self.time = time
            self.x = x
            self.y = y
            self.pressure = pressure
            self.size = size
        }
    }

    /// The trace's own id for the finger (its tracking id, a slot, or its order of arrival).
    public var pointer: Int
    /// What the trace says made the stroke: a getevent panel's are fingers; a browser's
    /// `pointerType` says mouse, touch or pen.
    public var kind: PointerKind
    /// The down, then every move (a change of position, pressure or size), in time order.
    public var samples: [Sample]
    /// When the frame that removed the finger came (µs); nil when the trace ends with it down.
    public var liftTime: Int64?
    /// The system took the pointer instead of a lift (a browser's `pointercancel`, Android's
    /// `ACTION_CANCEL`): the stroke ends at `liftTime` where it is, and nothing flings.
    public var cancelled: Bool
    /// Whether another finger was still down when this one lifted: then the two are one gesture.
    public var othersDownAtLift = false

    public init(
        pointer: Int, kind: PointerKind = .touch, samples: [Sample], liftTime: Int64?, cancelled: Bool = false
    ) {
        self.pointer = pointer
        self.kind = kind
        self.samples = samples
        self.liftTime = liftTime
        self.cancelled = cancelled
    }
}

/// A touch axis's raw range, as `getevent -lp` prints it (`min 0, max 1023`).
public struct TouchAxisRange: Hashable, Sendable {
    public var min: Double
    public var max: Double

    public init(min: Double, max: Double) {
        self.min = min
        self.max = max
    }

    /// Android's `InputReader`: raw units to pixels over `max − min + 1` steps.
    public func pixels(_ raw: Double, screen: Double) -> Double { (raw - min) * screen / (max - min + 1) }
}
