import PlaygroundCore

/// What the body of `FrameLoop.run` returns for a frame.
public struct FrameOutput {
    public var drawList: DrawList
    /// When the next frame is needed; `.idle` lets the loop sleep until input.
    public var wake: Wake
    /// Stop the loop now (this frame is not drawn).
    public var quit: Bool
    /// Draw and present this frame, then stop at once (no pacing, no further frame).
    public var quitAfterPresent = false
    /// Called after the draw list is rendered and before present: the moment a window
    /// screenshot (`renderer.readPixels()`) sees this frame.
    public var afterRender: ((Renderer) -> Void)?

    public init(
        drawList: DrawList, wake: Wake = .nextFrame, quit: Bool = false,
        afterRender: ((Renderer) -> Void)? = nil
    ) {
        self.drawList = drawList
        self.wake = wake
        self.quit = quit
        self.afterRender = afterRender
    }
}
