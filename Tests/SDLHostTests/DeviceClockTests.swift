import Testing

@testable import SDLHost

/// The X server's milliseconds onto the loop's clock: events polled together keep the gaps the
/// server gave them, a prompt arrival teaches the offset, and no time maps after its arrival.
@Suite struct DeviceClockTests {
    @Test func eventsPolledTogetherKeepTheDevicesGaps() {
        var clock = DeviceClock()
        // The server's clock is 5 s ahead of the loop's; the first event arrives 0.3 ms late.
        #expect(clock.raw(deviceMillis: 5_000, received: 300) == 300)
        // Three moves 5 ms apart, all polled at one frame 16 ms later: 5 ms apart, not at the poll.
        let polled: Int64 = 31_000
        let times = [5_010, 5_015, 5_020].map { clock.raw(deviceMillis: UInt32($0), received: polled) }
        #expect(times == [10_300, 15_300, 20_300])
        // A later event that arrives sooner after its time than the first one did teaches the
        // offset: from then on times are 0.2 ms earlier.
        #expect(clock.raw(deviceMillis: 5_100, received: 100_100) == 100_100)
        #expect(clock.raw(deviceMillis: 5_110, received: 120_000) == 110_100)
    }

    @Test func aWrapAJumpAndADriftingClockStayNearTheirArrival() {
        var clock = DeviceClock()
        _ = clock.raw(deviceMillis: UInt32.max - 5, received: 1_000)
        // The 32-bit millisecond count wraps: 10 ms later is 4, not 49.7 days earlier.
        #expect(clock.raw(deviceMillis: 4, received: 20_000) == 11_000)
        // The server restarted, its clock an hour back: taken at its arrival, not an hour before.
        var restarted = DeviceClock()
        _ = restarted.raw(deviceMillis: 3_600_000, received: 0)
        #expect(restarted.raw(deviceMillis: 1_000, received: 10_000) == 10_000)
        // A device clock 1 % slow: the offset of two seconds ago is forgotten, so a time is never
        // more than a window's drift (10 ms here) before its arrival.
        var slow = DeviceClock()
        #expect(slow.raw(deviceMillis: 0, received: 0) == 0)
        #expect(slow.raw(deviceMillis: 1_000, received: 1_010_000) == 1_000_000)
        #expect(slow.raw(deviceMillis: 2_000, received: 2_020_000) == 2_010_000)
        #expect(slow.raw(deviceMillis: 3_000, received: 3_030_000) == 3_020_000)
    }
}
