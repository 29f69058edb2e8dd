import PlaygroundCore

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

extension TouchStroke {
    /// The longest a stroke may be down (µs): the import holds a stroke until it lifts and plays
    /// every frame of it, 60 a second, and no gesture is near ten minutes.
    public static let maxMicros: Int64 = 10 * 60_000_000
    /// The most samples a stroke may hold: ten minutes at 166 Hz, seven at 240 Hz; a trace whose
    /// times stand still cannot grow a stroke past it either.
    public static let maxSamples = 100_000

    /// Why the stroke cannot go on to `time` (with one more sample, `adding`), or nil: the
    /// refusal's words after the stroke's name.
    func limitProblem(at time: Int64, adding: Bool) -> String? {
        guard let down = samples.first?.time else { return nil }
        if time - down > Self.maxMicros {
            return "has been down over \(Self.maxMicros / 60_000_000) minutes"
        }
        if adding, samples.count >= Self.maxSamples {
            return "has \(NumberText.grouped(Self.maxSamples)) samples already"
        }
        return nil
    }

    /// What the import says after a stroke's `limitProblem`.
    static let limitReason = "no gesture is that long, and the import holds a stroke until it lifts"
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
