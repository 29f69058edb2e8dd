/// A simulation that is one of several kinds (an enum of them, each case holding one): it
/// answers every question with the simulation it holds.
public protocol SimulationChoice: Simulation {
    /// The simulation this case holds.
    var base: any Simulation { get }
}

extension SimulationChoice {
    public func position(at t: Double) -> Double { base.position(at: t) }
    public func velocity(at t: Double) -> Double { base.velocity(at: t) }
    public func isDone(at t: Double) -> Bool { base.isDone(at: t) }
    public var finalPosition: Double { base.finalPosition }
    public var duration: Double { base.duration }
    public var tolerance: Tolerance { base.tolerance }
    public func restingPosition(doneAt t: Double) -> Double { base.restingPosition(doneAt: t) }
}
