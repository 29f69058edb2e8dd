/// Where a parameter's default comes from, so a tuned value can always be compared with the
/// platform or the seed it started from.
public struct ParameterSource: Hashable, Sendable, CustomStringConvertible {
    public enum Origin: String, Hashable, Sendable, CaseIterable {
        case uiKit = "UIKit"
        case flutter = "Flutter"
        case android = "Android"
        /// One of the seed files in shared/seeds (the iOS code a demo re-creates).
        case seed
        /// A choice this project made where neither a platform nor the seed gives a number;
        /// `detail` says why.
        case playground
        /// A scene file's own value (`detail` names the file): the engineer's declaration.
        case scene
    }

    public var origin: Origin
    /// The seed's number (`004`) when `origin` is `.seed`.
    public var seedID: String?
    /// The API, constant or line it comes from, e.g. `UIScrollView.DecelerationRate.normal`.
    public var detail: String

    public static func uiKit(_ detail: String) -> ParameterSource { ParameterSource(origin: .uiKit, detail: detail) }
    public static func flutter(_ detail: String) -> ParameterSource {
        ParameterSource(origin: .flutter, detail: detail)
    }
    public static func android(_ detail: String) -> ParameterSource {
        ParameterSource(origin: .android, detail: detail)
    }
    public static func seed(_ id: String, _ detail: String) -> ParameterSource {
        ParameterSource(origin: .seed, seedID: id, detail: detail)
    }
    public static func playground(_ detail: String) -> ParameterSource {
        ParameterSource(origin: .playground, detail: detail)
    }
    public static func scene(_ file: String) -> ParameterSource { ParameterSource(origin: .scene, detail: file) }

    /// `UIKit: UIScrollView.DecelerationRate.normal`, `seed 004: UIView.animate(withDuration: 0.15)`.
    public var description: String { "\(name): \(detail)" }

    /// `UIKit`, `Flutter`, `Android`, `seed 004` or `playground`.
    public var name: String {
        switch origin {
        case .seed: "seed " + (seedID ?? "?")
        case .uiKit, .flutter, .android, .playground, .scene: origin.rawValue
        }
    }
}
