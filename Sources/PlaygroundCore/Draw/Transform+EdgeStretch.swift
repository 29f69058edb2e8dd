import Motion

extension Transform {
    /// How a scroll view's content shows under the platform's edge stretch (Android's
    /// `EdgeEffect`, `ScrollView.stretch`): scaled along `axis` by `stretch.scale`, about the
    /// stretched edge of `viewport`, so the content near that edge is pulled towards it and the
    /// far side runs on past the viewport, where the caller's clip cuts it. Identity without a
    /// stretch (no command is drawn). Android's renderer (`RenderNode.stretch`) stretches the
    /// content nearest the edge most; a uniform scale of the same amount stands in for it.
    package static func stretch(_ stretch: EdgeStretch?, along axis: Axis, in viewport: Rect) -> Transform {
        guard let stretch, stretch.intensity > 0 else { return .identity }
        let atStart = stretch.edge == .start
        switch axis {
        case .horizontal:
            return .scale(
                stretch.scale, 1, about: Point(x: atStart ? viewport.minX : viewport.maxX, y: viewport.minY))
        case .vertical:
            return .scale(
                1, stretch.scale, about: Point(x: viewport.minX, y: atStart ? viewport.minY : viewport.maxY))
        }
    }
}
