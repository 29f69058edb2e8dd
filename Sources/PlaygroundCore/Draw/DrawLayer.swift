/// What a stretch of the draw list is, for the layout checker (`LayoutCheck`): the app's chrome,
/// the demo, and inside the demo its title, controls and measured content; or an overlay. A
/// layer paints nothing; renderers and digests skip the markers, so adding them changes no
/// pixel and no replay digest.
///
/// Anything the app draws at the top level outside `.chrome`, `.demo` and `.modal` counts as an
/// overlay, so an overlay added later is checked even if it never names itself.
public enum DrawLayer: Hashable, Sendable {
    /// The window background and the demo list on the left (with its docked overlays inside).
    case chrome
    /// Everything one demo draws.
    case demo
    /// A demo's title: overlays must never touch it.
    case title
    /// A button or any other thing you click or drag that is not content.
    case control
    /// Scrolling or measured content: it may be clipped by its own viewport (rows scroll out),
    /// and the motion inspector's marks may lie on it.
    case content
    /// A panel that stays open while you work (HUD, motion inspector, tuning panel, timeline):
    /// it must not intersect a demo's title, controls or content.
    case overlay(String)
    /// Marks an overlay deliberately draws on a demo's content (the inspector's landing and
    /// target lines): allowed on content, never on titles or controls.
    case annotation(String)
    /// Modal (help): may cover everything while it is up.
    case modal(String)
    /// A plot's curves (inside a demo or a panel): no text may lie on their ink.
    case plot
    /// A handle or a marker drawn on a plot (the curve editor's control points, the progress
    /// dot): no text or control may lie under it.
    case marker
}

extension DrawList {
    /// Draws `body` inside a layer marker.
    public mutating func layer(_ layer: DrawLayer, _ body: (inout DrawList) -> Void) {
        append(.pushLayer(layer))
        body(&self)
        append(.popLayer)
    }
}

extension DrawCommand {
    /// True for `.pushLayer` / `.popLayer`, which paint nothing.
    public var isLayerMarker: Bool {
        switch self {
        case .pushLayer, .popLayer: true
        case .fillRect, .strokeRect, .line, .text, .pushClip, .popClip, .pushOpacity, .popOpacity, .pushTransform,
            .popTransform:
            false
        }
    }
}
