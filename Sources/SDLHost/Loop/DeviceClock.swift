/// Maps the times an input device gives its events (the X server's milliseconds) onto the
/// loop's raw clock (µs since it started), so a sample keeps the time the device produced it,
/// not the time the frame polled SDL's queue (every event of one poll shares that).
///
/// The offset between the clocks is learnt from the events themselves: each arrives some
/// latency after its device time, never before, so the smallest `received − device` is the
/// offset with the least latency. The smallest of the last one to two seconds is used, so two
/// clocks that run at slightly different rates (the server may be another machine, over ssh -X,
/// or count a slewed clock where SDL counts a raw one) stay within a millisecond, and a jump of
/// the device clock (a server restart) is forgotten within two seconds; until then a time that
/// maps more than `maxLatency` before its arrival is taken at its arrival. X's 32-bit time
/// wraps every 49.7 days; a wrap is unwrapped. Pure arithmetic, testable without SDL.
struct DeviceClock {
    /// A mapped time further than this before its arrival is taken at its arrival (µs).
    static let maxLatency: Int64 = 250_000
    /// How long one window of offsets lasts (µs).
    static let window: Int64 = 1_000_000

    private var windowStart: Int64?
    /// The smallest `received − device` of this window and of the one before (µs).
    private var currentLeast: Int64?
    private var previousLeast: Int64?
    private var lastDevice: UInt32?
    private var wraps: Int64 = 0

    /// The raw time (µs) of an event the device stamped `deviceMillis`, received at `received`
    /// (raw µs): never after its arrival.
    mutating func raw(deviceMillis: UInt32, received: Int64) -> Int64 {
        if let lastDevice, deviceMillis < lastDevice, lastDevice - deviceMillis > UInt32.max / 2 { wraps += 1 }
        lastDevice = deviceMillis
        let device = ((wraps << 32) + Int64(deviceMillis)) * 1000
        let candidate = received - device
        if let start = windowStart, received - start < Self.window {
            currentLeast = min(currentLeast ?? candidate, candidate)
        } else {
            previousLeast = currentLeast
            currentLeast = candidate
            windowStart = received
        }
        let offset = min(previousLeast ?? candidate, currentLeast ?? candidate)
        let mapped = device + offset
        return mapped < received - Self.maxLatency ? received : min(mapped, received)
    }
}
