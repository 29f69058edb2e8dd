import Motion
import PlaygroundCore

/// The pull pager's tunable numbers: the seed's page count, pull threshold and container move,
/// and the grids' scroll physics.
public struct PullParameters: DemoParameters {
    /// `pages` is the name the first playground builds took (`--set pages=7`); it is still read.
    public static let pages = ParameterSpec.integer(
        "pull.pages", default: 5, in: 1...50, unit: "pages",
        "how many pages the pager has",
        source: .seed("003", "self.totalCount = 5"), aliases: ["pages"])
    public static let threshold = ParameterSpec.real(
        "pull.threshold", default: 100, in: 10...400, step: 5, unit: "pt",
        "overshoot past the grid's bottom or top beyond which a release changes the page",
        source: .seed("003", "kOffSet = 100"), role: .length)
    public static let pageMoveDuration = ParameterSpec.real(
        "pull.page_move_duration", default: 0.7, in: 0.05...3, step: 0.05, unit: "s",
        "the container's ease-in-out move to the next or previous page",
        source: .seed("003", "UIView animateWithDuration:0.7"), role: .duration(.easeInOut))
    public static let physicsParameters = ScrollPhysicsParameters(
        demo: "pull",
        fields: [
            .decelerationRate, .rubberBand, .bounceResponse, .bounceDampingRatio, .snapResponse,
            .snapDampingRatio, .wheelResponse, .wheelDampingRatio, .platform, .density,
        ])

    public static var specs: [ParameterSpec] { [pages, threshold, pageMoveDuration] + physicsParameters.specs }

    public var pages: Int
    /// Points.
    public var threshold: Double
    /// Seconds.
    public var pageMoveDuration: Double
    public var physics: ScrollPhysics

    public init(_ values: ParameterValues) {
        pages = values.integer(Self.pages)
        threshold = values.number(Self.threshold)
        pageMoveDuration = values.number(Self.pageMoveDuration)
        physics = Self.physicsParameters.physics(from: values)
    }
}
