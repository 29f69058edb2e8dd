/// A length along a strip that may grow with its viewport: `points + share × V`, V the viewport's
/// length along the strip's axis. A scene's `"85%"` card is (0, 0.85); a 280 pt card (280, 0).
///
/// Exports used to resolve a percentage in the playground's 1024 × 720 window and print its
/// points (`calc(50cqi - 333.2px)`, `CGSize(width: 784, …)`), so on a 390 pt phone page 1 rested
/// 13 px off centre. Every length a printer derives from the items (a centring margin, the
/// content's length, a snap point) is computed as one of these and printed in the platform's own
/// terms (`calc(7.5cqi)`, `proxy.size.width * 0.075`), so a percentage stays a fraction of the
/// viewport in every format.
struct ViewportLength: Hashable, Sendable {
    var points: Double
    var share: Double

    init(points: Double, share: Double = 0) {
        self.points = points
        self.share = share
    }

    static let zero = ViewportLength(points: 0)

    /// Whether it is the same at every viewport.
    var isFixed: Bool { share == 0 }

    /// Its value for a viewport `viewport` pt long.
    func at(_ viewport: Double) -> Double { points + share * viewport }

    static func + (a: ViewportLength, b: ViewportLength) -> ViewportLength {
        ViewportLength(points: a.points + b.points, share: a.share + b.share)
    }

    static func - (a: ViewportLength, b: ViewportLength) -> ViewportLength {
        ViewportLength(points: a.points - b.points, share: a.share - b.share)
    }

    static func * (k: Double, a: ViewportLength) -> ViewportLength {
        ViewportLength(points: k * a.points, share: k * a.share)
    }

    static prefix func - (a: ViewportLength) -> ViewportLength { ViewportLength(points: -a.points, share: -a.share) }

    /// The viewport itself.
    static let viewport = ViewportLength(points: 0, share: 1)

    /// `viewport * 0.85 + 12`, `viewport * 0.85`, `12`: the expression in a language whose
    /// viewport length is `viewport` and whose numbers are written by `number`.
    func expression(viewport: String, number: (Double) -> String) -> String {
        guard share != 0 else { return number(points) }
        let scaled = share == 1 ? viewport : share == -1 ? "-" + viewport : "\(viewport) * \(number(share))"
        guard points != 0 else { return scaled }
        return "\(scaled) \(points < 0 ? "-" : "+") \(number(abs(points)))"
    }
}
