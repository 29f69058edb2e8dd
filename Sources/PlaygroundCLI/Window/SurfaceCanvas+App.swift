import Lab
import PlaygroundCore
import SDLHost

extension SurfaceCanvas {
    /// The whole window of `app` drawn offscreen, on white, as a screenshot or a video frame shows
    /// it; `overlay` draws on top of it (an exported video's pointer), outside the app's list.
    func render(_ app: PlaygroundApp, overlay: (inout DrawList) -> Void = { _ in }) {
        var list = DrawList()
        app.draw(
            into: &list,
            host: HostInfo(rendererName: "software", textCacheHits: textCache.hits, textCacheMisses: textCache.misses))
        overlay(&list)
        render(list, clear: .white)
    }
}
