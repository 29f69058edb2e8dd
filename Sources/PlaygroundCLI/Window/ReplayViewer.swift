import Foundation
import Lab
import Motion
import PlaygroundCore
import Replay
import SDLHost

/// Window playback: the SDL side of `ReplayStudio`. It indexes the replay first (snapshots for
/// seeking, every checkpoint compared, the gestures and motion tracks of the timeline, with a
/// progress bar on a terminal), then feeds the studio each host frame's clock and facts and
/// hands its draw list to the frame loop. The window is the recording's size plus the timeline
/// strip below it.
struct ReplayViewer {
    private(set) var studio: ReplayStudio

    init(replay: Replay, speed: Double) throws(ReplayError) {
        var seeker = try ReplaySeeker(replay: replay)
        let progress = ProgressBar(total: replay.frames.count, label: "frames indexed")
        seeker.buildIndex(trackColumns: ReplayStudio.trackColumns(for: replay)) { done, _ in progress.update(done) }
        progress.finish()
        studio = ReplayStudio(seeker: seeker, speed: speed)
    }

    var app: PlaygroundApp { studio.app }
    var windowSize: Size { studio.windowSize }
    var quitRequested: Bool { studio.quitRequested }
    var firstMismatch: ReplayMismatch? { studio.firstMismatch }
    var summary: String { studio.summary }
    var wake: Wake { studio.wake }

    /// Handles the host frame; returns the recorded frame indices playback stepped.
    mutating func step(_ host: HostFrame, holdAt: Set<Int> = []) -> [Int] {
        studio.update(time: host.time, inputs: host.inputs, windowSize: host.windowSize, holdAt: holdAt)
    }

    func drawList(stats: HostStats) -> DrawList {
        var list = DrawList()
        let host = HostInfo(
            rendererName: stats.rendererName, vsync: stats.vsync, textCacheHits: stats.textCacheHits,
            textCacheMisses: stats.textCacheMisses, lastFrameMicros: stats.lastFrameMicros)
        studio.draw(into: &list, host: host)
        return list
    }
}
