/// One recorded gesture lived again twice: A under the parameters that were in force, B with
/// some of them changed. `playground compare` reports these; the ghost shows the same thing
/// live (with A and B the other way round: there the live side is the changed one).
public struct GestureComparison: Sendable {
    public var demoID: String
    /// Demo time (µs) of the state the gesture starts from.
    public var startTime: Int64
    public var a: GestureTrace
    public var b: GestureTrace
    /// The parameters of each side.
    public var parametersA: ParameterValues
    public var parametersB: ParameterValues

    /// `changes` are applied on top of what was in force when the gesture began.
    public init(_ record: GestureRecord, changing changes: [(spec: ParameterSpec, value: ParameterValue)]) {
        demoID = record.demoID
        startTime = record.startTime
        parametersA = record.parameters
        var changed = record.parameters
        for change in changes { changed.set(change.spec, to: change.value) }
        parametersB = changed
        a = record.rerun(under: parametersA).trace
        b = record.rerun(under: parametersB).trace
    }

    /// `{"demo", "start_us", "a": {…}, "b": {…}}`: one entry of `compare --json`'s `gestures`.
    public var json: StateValue {
        .fields([
            "demo": .string(demoID),
            "start_us": .int(Int(startTime)),
            "a": a.metrics?.json ?? .null,
            "b": b.metrics?.json ?? .null,
        ])
    }
}
