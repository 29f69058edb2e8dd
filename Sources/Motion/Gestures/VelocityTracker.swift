/// Estimates a pointer's velocity along one axis from timestamped positions.
///
/// Method: an unweighted **linear** least-squares fit over the recent samples (Flutter's
/// window rules, physics.md §2.6): walk back from the newest sample while it is at most
/// `horizon` (100 ms) older than the newest and no more than `maxGap` (40 ms) after the one
/// before it. Linear rather than Flutter's degree 2 because SDL2 stamps events in whole
/// milliseconds (±12 % on 120 Hz deltas, physics.md §6); a quadratic's end-point slope
/// amplifies that noise several times, while a line averages it away. The price is that an
/// accelerating drag reads as its speed at the middle of the window.
///
/// With at least 3 samples the fit is used; with exactly 2 the velocity is their difference
/// quotient (a very short flick still flicks; flutter#11592 is the complaint about returning 0);
/// with 0 or 1 it is 0. If the newest sample is `stopInterval` (40 ms) or more older than the
/// query time, the pointer has stopped and the velocity is 0 (flutter#97761's fix).
public struct VelocityTracker: Sendable {
    /// Window length, µs (Flutter `_horizonMilliseconds` = 100).
    public static let horizon: Int64 = 100_000
    /// Largest gap between consecutive samples inside the window, µs (Flutter `_assumePointerMoveStoppedMilliseconds` = 40).
    public static let maxGap: Int64 = 40_000
    /// A query this long (µs) after the newest sample reads as a stopped pointer.
    public static let stopInterval: Int64 = 40_000
    /// Samples kept (Flutter `_historySize` = 20).
    public static let capacity = 20

    private struct Sample: Sendable {
        var time: Int64
        var position: Double
    }

    private var samples: [Sample] = []

    public init() {
        samples.reserveCapacity(Self.capacity)
    }

    /// Number of samples held.
    public var count: Int { samples.count }

    /// Records where the pointer was at `time` (µs). NaN positions and samples older than the
    /// newest are dropped; a sample at the newest time replaces it.
    public mutating func addSample(time: Int64, position: Double) {
        guard !position.isNaN else { return }
        let time = Sanitize.timestamp(time)
        let sample = Sample(time: time, position: Sanitize.position(position))
        if let last = samples.last {
            if time < last.time { return }
            if time == last.time {
                samples[samples.count - 1] = sample
                return
            }
        }
        if samples.count == Self.capacity { samples.removeFirst() }
        samples.append(sample)
    }

    public mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Velocity in points per second at `time` (µs), by the rules above. Never NaN,
    /// at most ±1e6 pt/s.
    public func velocity(at time: Int64) -> Double {
        guard let newest = samples.last else { return 0 }
        let time = Sanitize.timestamp(time)
        if time > newest.time, time - newest.time >= Self.stopInterval { return 0 }

        var first = samples.count - 1
        while first > 0 {
            let candidate = samples[first - 1]
            if newest.time - candidate.time > Self.horizon { break }
            if samples[first].time - candidate.time > Self.maxGap { break }
            first -= 1
        }
        let window = samples[first...]
        switch window.count {
        case 0, 1:
            return 0
        case 2:
            let a = window[window.startIndex]
            let b = window[window.startIndex + 1]
            let dt = Double(b.time - a.time) / 1_000_000
            return Sanitize.velocity((b.position - a.position) / dt)
        default:
            return Sanitize.velocity(Self.slope(window, origin: newest))
        }
    }

    /// Least-squares slope in pt/s, with times in ms and positions relative to the newest
    /// sample so the sums stay well conditioned.
    private static func slope(_ window: ArraySlice<Sample>, origin: Sample) -> Double {
        let n = Double(window.count)
        var sumT = 0.0
        var sumX = 0.0
        for s in window {
            sumT += Double(s.time - origin.time) / 1000
            sumX += s.position - origin.position
        }
        let meanT = sumT / n
        let meanX = sumX / n
        var stt = 0.0
        var stx = 0.0
        for s in window {
            let dt = Double(s.time - origin.time) / 1000 - meanT
            stt += dt * dt
            stx += dt * (s.position - origin.position - meanX)
        }
        guard stt > 0 else { return 0 }
        return stx / stt * 1000
    }
}
