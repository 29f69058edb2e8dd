import PlaygroundCore

/// One recorded gesture lived again twice: A under the parameters that were in force, B with
/// some of them changed. `playground compare` reports these; the ghost shows the same thing
/// live (with A and B the other way round: there the live side is the changed one).
public struct GestureComparison: Sendable {
    public var demoID: String
    /// Demo time (µs) of the state the gesture starts from: the traces' time origin.
    public var startTime: Int64
    /// When the press came, on the recording's clock (µs): `GestureRecord.pressTime`.
    public var pressTime: Int64
    public var a: GestureTrace
    public var b: GestureTrace
    /// The item each side rests on, for strips (`GestureRun.restingItem`).
    public var itemA: Int?
    public var itemB: Int?
    /// The parameters of each side.
    public var parametersA: ParameterValues
    public var parametersB: ParameterValues

    /// `changes` are applied on top of what was in force when the gesture began.
    public init(_ record: GestureRecord, changing changes: [(spec: ParameterSpec, value: ParameterValue)]) {
        demoID = record.demoID
        startTime = record.startTime
        pressTime = record.pressTime
        parametersA = record.parameters
        var changed = record.parameters
        for change in changes { changed.set(change.spec, to: change.value) }
        parametersB = changed
        let runA = record.rerun(under: parametersA)
        let runB = record.rerun(under: parametersB)
        a = runA.trace
        b = runB.trace
        itemA = runA.restingItem
        itemB = runB.restingItem
    }

    /// `{"demo", "start_us", "simulated_tail", "a": {…}, "b": {…}}`: one entry of `compare
    /// --json`'s `gestures`, `start_us` the press's time in the recording; each side's object
    /// holds `item` (the item it rests on, null where the surface has none). `simulatedTail`: the
    /// recording ended before this gesture came to rest.
    public func json(simulatedTail: Bool) -> StateValue {
        .fields([
            "demo": .string(demoID),
            "start_us": .int(Int(pressTime)),
            "simulated_tail": .bool(simulatedTail),
            "a": Self.json(a.metrics, item: itemA),
            "b": Self.json(b.metrics, item: itemB),
        ])
    }

    /// One side's metrics with its resting item, or null without a release.
    public static func json(_ metrics: GestureMetrics?, item: Int?) -> StateValue {
        guard case .object(let fields)? = metrics?.json else { return .null }
        return .object(fields + [StateField("item", item.map { .int($0) } ?? .null)])
    }
}
