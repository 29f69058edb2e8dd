/// A one-dimensional motion solved in closed form: every query is a pure function of the
/// elapsed time `t` (seconds since the simulation started), so sampling it at 30, 60 or 144 Hz,
/// or at jittery times, gives the same positions at the same instants.
///
/// Conformers accept any `t`: NaN and negative times read as 0, +infinity reads as "long done".
public protocol Simulation: Sendable {
    /// Position (pt) at `t` seconds.
    func position(at t: Double) -> Double
    /// Velocity (pt/s) at `t` seconds.
    func velocity(at t: Double) -> Double
    /// Whether the motion has come to rest by `t`; once true it stays true and
    /// `position(at:)` returns `finalPosition` exactly.
    func isDone(at t: Double) -> Bool
    /// Where the motion ends.
    var finalPosition: Double { get }
    /// The first time (s) at which `isDone` is true; `.infinity` for a motion that never settles.
    var duration: Double { get }
    /// What "at rest" meant when the motion was built (a timed motion ends by its duration and
    /// reports the standard one).
    var tolerance: Tolerance { get }
    /// Where the content is left when a frame at `t` (s, at or after `duration`) finds the motion
    /// done. Most platforms put it on `finalPosition`; Flutter's animation leaves it wherever the
    /// simulation's `x` puts it at that frame (`FlutterBouncingSimulation`), so its rest depends
    /// on when the frame that reports done comes.
    func restingPosition(doneAt t: Double) -> Double
}

extension Simulation {
    public var tolerance: Tolerance { .standard }
    public func restingPosition(doneAt t: Double) -> Double { finalPosition }
}
