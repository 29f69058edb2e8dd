/// Why a platform's velocity tracker read what it read at a release: which tracker, the samples
/// it held and which of them it fitted, how long after the last move it was asked, and, when it read
/// zero because one of its rules fired, which rule. The estimate is the number
/// (`release_velocity`); the rest explains it, in `compare --platforms`, the import's table and
/// the inspector. A Galaxy S lifts 40.5 ms after its last move: Android's reading says so, and
/// that its 40 ms rule turned the flick into a stop.
public struct TrackerReading: Hashable, Sendable {
    /// A rule that made the tracker read zero.
    public enum Zero: Hashable, Sendable {
        /// Asked more than `limit` µs after the newest sample, the tracker assumes the pointer
        /// stopped. `rule` is the constant's name in the platform's source; `wholeMilliseconds`
        /// when the tracker's stopwatch counts whole milliseconds (Flutter's), so 40.9 ms passes.
        case assumedStopped(limit: Int64, rule: String, wholeMilliseconds: Bool)
        /// Fewer samples in its window than the tracker fits (`need`), named by `rule`.
        case tooFewSamples(need: Int, rule: String)
    }

    /// The tracker, as the platform's source names it.
    public var tracker: String
    public var estimate: VelocityEstimate
    /// Samples in the tracker's history at the reading: the last 20 the platform gave it (every
    /// platform keeps 20), after what its input path drops (Flutter's engine sends no move that
    /// leaves the pointer where it was).
    public var history: Int
    /// Samples the reading was computed from: its window.
    public var used: Int
    /// µs from the oldest sample used to the newest.
    public var span: Int64
    /// µs from the newest sample it was given to the reading (the lift), as it happened.
    public var gap: Int64
    /// Why it read zero, where a rule did it; nil when it read the samples (a still finger reads
    /// zero with no rule).
    public var zero: Zero?

    public init(
        tracker: String, estimate: VelocityEstimate, history: Int, used: Int, span: Int64, gap: Int64, zero: Zero? = nil
    ) {
        self.tracker = tracker
        self.estimate = estimate
        self.history = history
        self.used = used
        self.span = span
        self.gap = gap
        self.zero = zero
    }

    /// A reading of `window`, the samples a tracker fitted out of `samples` at `time`.
    init(
        tracker: String, estimate: VelocityEstimate, samples: PointerSamples, window: ArraySlice<PointerSamples.Sample>,
        at time: Int64, zero: Zero? = nil
    ) {
        let span = (window.last?.time ?? 0) - (window.first?.time ?? 0)
        self.init(
            tracker: tracker, estimate: estimate, history: samples.samples.count, used: window.count, span: span,
            gap: samples.elapsed(until: time), zero: zero)
    }

    /// The reading of a tracker whose "assumed stopped" rule fired: nothing fitted.
    static func stopped(
        tracker: String, samples: PointerSamples, at time: Int64, limit: Int64, rule: String, wholeMilliseconds: Bool
    ) -> TrackerReading {
        TrackerReading(
            tracker: tracker, estimate: .zero, history: samples.samples.count, used: 0, span: 0,
            gap: samples.elapsed(until: time),
            zero: .assumedStopped(limit: limit, rule: rule, wholeMilliseconds: wholeMilliseconds))
    }

    /// `40.5 ms`: the 40 ms rules are decided in the tenth.
    public static func milliseconds(_ micros: Int64) -> String {
        let tenths = Int64((Double(micros) / 100).rounded())
        return "\(tenths / 10).\(abs(tenths % 10)) ms"
    }

    /// `4 of its last 20 samples over 45.5 ms, lift 40.5 ms after the last move`.
    public var samplesText: String {
        let kept = history == 1 ? "its one sample" : "its last \(history) samples"
        let read = used == 0 ? "none of \(kept)" : "\(used) of \(kept) over \(Self.milliseconds(span))"
        return read + ", lift \(Self.milliseconds(gap)) after the last move"
    }

    /// Why it read zero, in a phrase (`its 40 ms "assumed stopped" rule fired
    /// (ASSUME_POINTER_STOPPED_TIME): the lift came 40.5 ms after the last move`); nil when no
    /// rule did.
    public var zeroText: String? {
        switch zero {
        case nil: return nil
        case .assumedStopped(let limit, let rule, let whole):
            let counted = whole ? " (\(gap / 1000) whole ms on its stopwatch)" : ""
            return "its \(limit / 1000) ms \"assumed stopped\" rule fired (\(rule)): the lift came "
                + "\(Self.milliseconds(gap)) after the last move\(counted)"
        case .tooFewSamples(let need, let rule):
            return "it fits at least \(need) samples (\(rule)) and its window held \(used)"
        }
    }

    /// A few words for a lane's label where a rule made it read zero (`read 0: lift 40.5 ms
    /// after the last move`), nil otherwise.
    public var zeroLabel: String? {
        switch zero {
        case nil: return nil
        case .assumedStopped: return "read 0: lift \(Self.milliseconds(gap)) after the last move"
        case .tooFewSamples(let need, _): return "read 0: \(used) sample\(used == 1 ? "" : "s"), needs \(need)"
        }
    }

    /// One line: the tracker, then why it read zero where a rule did, and the samples it read.
    public var summary: String {
        switch zero {
        case nil: return "\(tracker): \(samplesText)"
        case .assumedStopped:
            return "\(tracker): read 0: \(zeroText!); none of its last \(history) samples used"
        case .tooFewSamples: return "\(tracker): read 0: \(zeroText!); \(samplesText)"
        }
    }
}
