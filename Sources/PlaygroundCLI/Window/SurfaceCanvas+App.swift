import Playground
import SDLHost

extension SurfaceCanvas {
    /// The whole window of `app` drawn offscreen, on white, as a screenshot or a video frame shows it.
    func render(_ app: PlaygroundApp) {
        var list = DrawList()
        app.draw(
            into: &list,
            host: HostInfo(rendererName: "software", textCacheHits: textCache.hits, textCacheMisses: textCache.misses))
        render(list, clear: .white)
    }
}
