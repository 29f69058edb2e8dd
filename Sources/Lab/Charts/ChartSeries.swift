import Motion
import PlaygroundCore

/// A named polyline for a chart cell: samples of some y over some x.
public struct ChartSeries: Hashable, Sendable {
    public var name: String
    public var points: [Point]
    public var color: Color

    public init(name: String, points: [Point], color: Color = Theme.accent) {
        self.name = name
        self.points = points
        self.color = color
    }
}
