import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore

/// O: the ghosts over the live content (onion skin) instead of in lanes beside it. The live
/// demo takes the whole area again, each ghost is drawn translucent over it at the live
/// viewport's place, and O again brings the lanes back.
@Suite struct GhostOverlayTests {
    /// The commands of the "ghost overlay" layer, nil when there is none.
    static func overlay(_ list: DrawList) -> [DrawCommand]? {
        var depth = 0
        var inside: [DrawCommand]?
        for command in list.commands {
            if depth > 0 {
                if case .pushLayer = command { depth += 1 }
                if case .popLayer = command { depth -= 1 }
                if depth > 0 { inside?.append(command) }
            } else if case .pushLayer(.annotation("ghost overlay")) = command {
                depth = 1
                inside = []
            }
        }
        return inside
    }

    @Test(arguments: [GhostLaneTests.Ghosts.pinned, .platforms])
    func oDrawsTheGhostsOverTheLiveContentAndBack(_ ghosts: GhostLaneTests.Ghosts) throws {
        for window in GhostLaneTests.sizes {
            var h = try GhostLaneTests.session("salon", window: window, ghosts: ghosts, panel: false)
            let what = "\(ghosts) at \(window.width)×\(window.height)"
            #expect(h.app.lanes != nil, "\(what)")
            #expect(Self.overlay(h.drawn()) == nil, "\(what)")
            h.press("o")
            #expect(h.app.ghostOverlay && h.app.lanes == nil, "\(what)")
            #expect(h.app.liveFrame == h.app.demoArea, "\(what)")
            #expect(
                h.app.slots[h.app.currentIndex].viewport == h.app.demoArea.size, "\(what): the live demo hears its size"
            )
            // Flicked again at the whole area's size, the ghosts run beside it at that size.
            h.flick(at: h.liveContentCentre, velocity: -2_000)
            let commands = try #require(Self.overlay(h.drawn()), "\(what): no overlay drawn")
            let live = try #require(h.app.currentDemo.inspector?.viewportFrame)
            // Translucent, in place over the live viewport (no transform to a band beside it),
            // clipped to it; then the ghost's own drawing.
            guard case .pushOpacity(let opacity) = commands.dropFirst().first else {
                Issue.record("\(what): \(commands.prefix(3))")
                continue
            }
            #expect(commands.first == .pushClip(live) && commands.dropFirst(2).first == .pushClip(live), "\(what)")
            #expect(opacity > 0 && opacity < 0.5, "\(what): \(opacity)")
            #expect(commands.count > 20, "\(what): \(commands.count) commands")
            h.press("o")
            #expect(!h.app.ghostOverlay && h.app.lanes != nil, "\(what)")
            #expect(Self.overlay(h.drawn()) == nil, "\(what)")
        }
    }
}
