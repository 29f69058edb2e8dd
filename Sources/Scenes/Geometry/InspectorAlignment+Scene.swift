import PlaygroundCore

extension InspectorAlignment {
    /// The items of `geometry` as its snap rule rests them, called `noun` as the window calls them.
    public init(geometry: SceneGeometry, noun: String) {
        let inset =
            switch geometry.snap {
            case .start: geometry.insets.leading
            case .end: geometry.insets.trailing
            case .none, .center, .page: 0.0
            }
        self.init(rule: geometry.snap, position: geometry.alignedPosition ?? 0, inset: inset, noun: noun)
    }
}
