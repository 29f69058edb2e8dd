import Motion
import PlaygroundCore

/// Where a scroll indicator sits over a scrolling viewport, as UIKit draws one: a thin rounded
/// bar along the trailing edge (the bottom of a horizontal strip, the right of a vertical list),
/// inset from the viewport's edges, as long as the visible fraction of the content (never
/// shorter than `minimumLength`), and squeezed while the content is pulled past an edge, pinned
/// to that edge, as UIKit's indicator is.
///
/// Pure geometry from a demo's `InspectorSnapshot`; the app draws it over the demo in an
/// annotation layer, so it never changes a demo's draw list (or a replay's digest).
public struct ScrollIndicator: Hashable, Sendable {
    /// The bar's thickness across the axis, in points.
    public static let thickness = 3.0
    /// Gap between the bar and the viewport's edges.
    public static let inset = 2.5
    /// The shortest bar inside the range: short enough for a long list, long enough to see.
    public static let minimumLength = 36.0
    /// The shortest bar when squeezed past an edge: a dot a little longer than it is thick.
    public static let squeezedLength = 7.0
    /// iOS's default indicator style: black at 35 % (a dark grey over light content).
    public static let alpha = 0.35

    /// The bar in demo coordinates.
    public let frame: Rect

    /// The bar for `snapshot`; nil when the content does not scroll (it fits the viewport) or
    /// the viewport is too small to hold a bar.
    public init?(_ snapshot: InspectorSnapshot) {
        let axis = snapshot.axis
        let viewport = snapshot.viewportFrame
        let range = snapshot.maxOffset - snapshot.minOffset
        let track = viewport.size[axis] - 2 * Self.inset
        guard range > 0, snapshot.viewportLength > 0, track >= Self.squeezedLength,
            min(viewport.width, viewport.height) >= Self.thickness + 2 * Self.inset
        else { return nil }
        let natural = track * snapshot.viewportLength / snapshot.contentLength
        let full = min(track, max(Self.minimumLength, natural))
        // Past an edge the bar loses what the content is pulled past it, down to a dot.
        let before = max(0, snapshot.minOffset - snapshot.offset)
        let after = max(0, snapshot.offset - snapshot.maxOffset)
        let length = max(Self.squeezedLength, full - before - after)
        let progress = min(max(0, (snapshot.offset - snapshot.minOffset) / range), 1)
        let start = viewport.origin[axis] + Self.inset + progress * (track - length)
        let other: Axis = axis == .horizontal ? .vertical : .horizontal
        let across = viewport.origin[other] + viewport.size[other] - Self.inset - Self.thickness
        switch axis {
        case .horizontal: frame = Rect(x: start, y: across, width: length, height: Self.thickness)
        case .vertical: frame = Rect(x: across, y: start, width: Self.thickness, height: length)
        }
    }

    /// The bar's start and length along `axis`, for tests and the layout check.
    public func span(along axis: Axis) -> (start: Double, length: Double) {
        (frame.origin[axis], frame.size[axis])
    }

    /// Draws the bar at `opacity` (0 draws nothing).
    public func draw(into list: inout DrawList, opacity: Double) {
        guard opacity > 0 else { return }
        list.fill(frame, Color.black.withAlpha(Self.alpha * min(1, opacity)), radius: Self.thickness / 2)
    }
}
