import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore

/// Issue 41, point 6: the window's "card 8" and the command line's answers count from the same
/// 1. A release at the salon's first card that stays there is "target item 1", the card the
/// window's status line names, and every card the release probe rests on is named by its
/// number in the window's status.
@Suite struct OneNumberingTests {
    static func salon(_ values: ParameterValues? = nil) throws -> any ReleaseSurface {
        let values = values ?? ParameterValues(catalog: .builtIn)
        return try #require(
            ReleaseProbe.surface(id: "salon", scenes: [], window: Size(width: 1024, height: 720), values: values))
    }

    @Test func theFirstCardIsOneInTheWindowAndTheProbe() throws {
        let window = try #require(try Self.salon() as? SalonDemo)
        #expect(window.statusText == "at rest on card 1")
        let probe = ReleaseProbe(try Self.salon(), offset: window.releaseScroll.offset.x, velocity: 0)
        #expect(probe.item == 0)
        #expect(probe.how.hasPrefix("target item 1: "), "\(probe.how)")
    }

    @Test func aFlickNamesTheCardTheWindowNames() throws {
        for velocity in [1500.0, 3000, 6000] {
            let start = try Self.salon().releaseScroll.offset.x
            let probe = ReleaseProbe(try Self.salon(), offset: start, velocity: velocity)
            let item = try #require(probe.item)
            #expect(item > 0, "\(velocity)")
            #expect(probe.how.hasPrefix("target item \(item + 1): "), "\(velocity): \(probe.how)")
        }
    }
}
