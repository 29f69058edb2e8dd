import Motion
import PlaygroundCore

/// One page: the seed's SubViewController, built the first time it is reached and kept (a child
/// controller), so its grid keeps its scroll position while other pages are shown.
public struct PullPage: Sendable {
    /// 0-based.
    public let index: Int
    public let itemHeight: Double
    /// One colour per cell, from the session seed mixed with the page index: replays and
    /// revisits show the same colours (the seed used arc4random per dequeue).
    public let colors: [Color]
    /// The page's collection view: drag, flick, deceleration, rubber band at both ends.
    public internal(set) var scroll: ScrollView

    init(index: Int, seed: UInt64, viewport: Size, physics: ScrollPhysics) {
        self.index = index
        itemHeight = PullGridLayout.itemHeight(forPage: index)
        colors = Self.colors(seed: seed, page: index)
        let grid = PullGridLayout(width: viewport.width, itemHeight: itemHeight)
        scroll = ScrollView(viewport: viewport, contentSize: grid.contentSize, axes: [.vertical])
        scroll.bounces = true
        scroll.physics = physics
        // The wheel pulls past the grid's edges like a drag (pull to the next page).
        scroll.wheelPullsPastEdges = true
    }

    var grid: PullGridLayout { PullGridLayout(width: scroll.viewport.width, itemHeight: itemHeight) }

    static func colors(seed: UInt64, page: Int) -> [Color] {
        // A distinct stream per page; the multiplier is an odd 64-bit constant (wyhash's) so
        // neighbouring pages start far apart in SplitMix's sequence.
        var random = SeededRandom(seed: seed ^ (0xA076_1D64_78BD_642F &* UInt64(page + 1)))
        return (0..<PullGridLayout.itemCount).map { _ in
            let bits = random.next()
            return Color(UInt8(bits & 0xFF), UInt8((bits >> 8) & 0xFF), UInt8((bits >> 16) & 0xFF))
        }
    }

    mutating func resize(viewport: Size, time: Int64) {
        let grid = PullGridLayout(width: viewport.width, itemHeight: itemHeight)
        scroll.resize(viewport: viewport, contentSize: grid.contentSize, insets: .zero, time: time)
    }
}
