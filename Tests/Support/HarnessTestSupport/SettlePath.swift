import Motion

#if canImport(Testing)
    import Testing
#endif

/// A motion onto a target sampled at every frame from the instant it replaced what was moving,
/// and the promises of docs/reliability.md §7 checked on it: it starts where the old motion was
/// (and, unless the platform drops the speed, at its velocity), it rests on the target within
/// its bound, it turns round at most once and approaches monotonically after that, and it does
/// not finish with a jump.
public struct SettlePath {
    /// The old motion at the instant the new one started (read from a copy that never got the
    /// request), and the new one at the same instant.
    public var before: (offset: Double, velocity: Double)
    public var after: (offset: Double, velocity: Double)
    public var start: Int64
    public var target: Double
    /// Offsets after every frame, the last one at rest.
    public var samples: [(time: Int64, offset: Double)]
    /// The frame interval the samples were taken at (µs).
    public var dt: Int64

    public init(
        before: (offset: Double, velocity: Double), after: (offset: Double, velocity: Double), start: Int64,
        target: Double, samples: [(time: Int64, offset: Double)], dt: Int64
    ) {
        self.before = before
        self.after = after
        self.start = start
        self.target = target
        self.samples = samples
        self.dt = dt
    }

    /// Seconds from the start to the first frame at rest; infinity if it never rested.
    public var restTime: Double {
        guard let last = samples.last, last.offset == target else { return .infinity }
        return Double(last.time - start) / 1_000_000
    }
}

// The static release build (`make test`'s `.build/static`) compiles this target too, and its
// toolchain has no swift-testing module: there the checks are left out, with no test to run them.
#if canImport(Testing)
    extension SettlePath {
        /// Checks every promise; `bound` in seconds (the frame that sees the rest may come up to
        /// one frame after it), `restDistance` the platform's tolerance distance (pt) a spring may
        /// still be from its target when it is declared at rest.
        public func expectBounded(
            by bound: Double, keepsVelocity: Bool, restDistance: Double, _ label: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            // Offsets are compared to the last few bits of the larger of them and the target (a
            // spring computes its position as target + displacement).
            let scale = max(1, abs(target), abs(before.offset)) * Tolerances.sameFormula
            #expect(
                abs(after.offset - before.offset) <= scale, "\(label): jumped from \(before.offset) to \(after.offset)",
                sourceLocation: sourceLocation)
            if keepsVelocity {
                #expect(
                    abs(after.velocity - before.velocity) <= Tolerances.velocityRounding * max(1, abs(before.velocity)),
                    "\(label): velocity \(before.velocity) became \(after.velocity)", sourceLocation: sourceLocation)
            }
            #expect(
                restTime <= bound + Double(dt) / 1_000_000,
                "\(label): rests after \(restTime) s, bound \(bound) s", sourceLocation: sourceLocation)
            let offsets = [before.offset] + samples.map(\.offset)
            let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
            // Direction changes, ignoring frames that did not move.
            let moving = steps.enumerated().filter { $0.element != 0 }
            let turns = zip(moving, moving.dropFirst()).filter { ($0.element > 0) != ($1.element > 0) }
            #expect(turns.count <= 1, "\(label): turned \(turns.count) times", sourceLocation: sourceLocation)
            // From the turn (or the start) every frame moves towards the target, never past it.
            let from = turns.last.map { $0.1.offset } ?? 0
            for i in from..<steps.count where steps[i] != 0 {
                let here = target - offsets[i]
                let there = target - offsets[i + 1]
                let closer =
                    here * steps[i] > 0 && (abs(there) <= scale || (there * here > 0 && abs(there) <= abs(here)))
                #expect(
                    closer, "\(label): frame \(i) moves from \(offsets[i]) to \(offsets[i + 1]), target \(target)",
                    sourceLocation: sourceLocation)
                if !closer { break }
            }
            // The last frame arrives as the motion's own end, not as a snap from afar: no more than
            // the frame before moved, plus what a spring may still be off its target at rest.
            if restTime.isFinite, steps.count >= 2, let last = steps.last {
                let previous = abs(steps[steps.count - 2])
                #expect(
                    abs(last) <= previous + restDistance + scale,
                    "\(label): final step \(last) after \(previous)", sourceLocation: sourceLocation)
            }
        }
    }
#endif
