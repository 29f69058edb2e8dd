import RealModule

/// A normalised timing function: progress 0...1 in, 0...1 out (back and elastic overshoot).
///
/// Penner's equations (robertpenner.com/easing, via Tweener's port) rewritten for c = 1, d = 1,
/// plus the CSS / Core Animation cubic-bezier presets. Names follow easings.net and CSS.
public enum Easing: Hashable, Sendable {
    case linear
    case easeInSine, easeOutSine, easeInOutSine
    case easeInQuad, easeOutQuad, easeInOutQuad
    case easeInCubic, easeOutCubic, easeInOutCubic
    case easeInQuart, easeOutQuart, easeInOutQuart
    case easeInQuint, easeOutQuint, easeInOutQuint
    case easeInExpo, easeOutExpo, easeInOutExpo
    case easeInCirc, easeOutCirc, easeInOutCirc
    case easeInBack, easeOutBack, easeInOutBack
    case easeInElastic, easeOutElastic, easeInOutElastic
    case easeInBounce, easeOutBounce, easeInOutBounce
    case cubicBezier(CubicBezier)

    /// CSS `ease` (Core Animation `default`).
    public static let ease = Easing.cubicBezier(.ease)
    /// CSS `ease-in`.
    public static let easeIn = Easing.cubicBezier(.easeIn)
    /// CSS `ease-out`.
    public static let easeOut = Easing.cubicBezier(.easeOut)
    /// CSS `ease-in-out`: the curve of `UIView.animate(withDuration:)`.
    public static let easeInOut = Easing.cubicBezier(.easeInOut)

    /// Every named function, in the order `playground curves --easing all` prints them.
    public static let allNamed: [Easing] = [
        .linear,
        .easeInSine, .easeOutSine, .easeInOutSine,
        .easeInQuad, .easeOutQuad, .easeInOutQuad,
        .easeInCubic, .easeOutCubic, .easeInOutCubic,
        .easeInQuart, .easeOutQuart, .easeInOutQuart,
        .easeInQuint, .easeOutQuint, .easeInOutQuint,
        .easeInExpo, .easeOutExpo, .easeInOutExpo,
        .easeInCirc, .easeOutCirc, .easeInOutCirc,
        .easeInBack, .easeOutBack, .easeInOutBack,
        .easeInElastic, .easeOutElastic, .easeInOutElastic,
        .easeInBounce, .easeOutBounce, .easeInOutBounce,
        .ease, .easeIn, .easeOut, .easeInOut,
    ]

    /// The name used on the command line and in replay files.
    public var name: String {
        switch self {
        case .linear: "linear"
        case .easeInSine: "easeInSine"
        case .easeOutSine: "easeOutSine"
        case .easeInOutSine: "easeInOutSine"
        case .easeInQuad: "easeInQuad"
        case .easeOutQuad: "easeOutQuad"
        case .easeInOutQuad: "easeInOutQuad"
        case .easeInCubic: "easeInCubic"
        case .easeOutCubic: "easeOutCubic"
        case .easeInOutCubic: "easeInOutCubic"
        case .easeInQuart: "easeInQuart"
        case .easeOutQuart: "easeOutQuart"
        case .easeInOutQuart: "easeInOutQuart"
        case .easeInQuint: "easeInQuint"
        case .easeOutQuint: "easeOutQuint"
        case .easeInOutQuint: "easeInOutQuint"
        case .easeInExpo: "easeInExpo"
        case .easeOutExpo: "easeOutExpo"
        case .easeInOutExpo: "easeInOutExpo"
        case .easeInCirc: "easeInCirc"
        case .easeOutCirc: "easeOutCirc"
        case .easeInOutCirc: "easeInOutCirc"
        case .easeInBack: "easeInBack"
        case .easeOutBack: "easeOutBack"
        case .easeInOutBack: "easeInOutBack"
        case .easeInElastic: "easeInElastic"
        case .easeOutElastic: "easeOutElastic"
        case .easeInOutElastic: "easeInOutElastic"
        case .easeInBounce: "easeInBounce"
        case .easeOutBounce: "easeOutBounce"
        case .easeInOutBounce: "easeInOutBounce"
        case .cubicBezier(let curve):
            switch curve {
            case .ease: "ease"
            case .easeIn: "ease-in"
            case .easeOut: "ease-out"
            case .easeInOut: "ease-in-out"
            default: "cubic-bezier(\(curve.x1),\(curve.y1),\(curve.x2),\(curve.y2))"
            }
        }
    }

    /// Looks a function up by its name, or parses `cubic-bezier(x1,y1,x2,y2)`.
    public init?(name: String) {
        if let found = Easing.allNamed.first(where: { $0.name == name }) {
            self = found
            return
        }
        let trimmed = name.replacingSpaces()
        guard trimmed.hasPrefix("cubic-bezier("), trimmed.hasSuffix(")") else { return nil }
        let inner = trimmed.dropFirst("cubic-bezier(".count).dropLast()
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { Double(String($0)) }
        guard parts.count == 4, parts.allSatisfy({ $0 != nil }) else { return nil }
        let numbers = parts.map { $0! }
        // x must stay in 0...1 (a function of time); y may overshoot, within reason.
        guard numbers.allSatisfy({ $0.isFinite && abs($0) <= Self.maxBezierY }),
            (0...1).contains(numbers[0]), (0...1).contains(numbers[2])
        else { return nil }
        self = .cubicBezier(CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3]))
    }

    /// The eased value for progress `t`; progress is clamped to 0...1 first.
    public func callAsFunction(_ t: Double) -> Double { value(at: t) }

    public func value(at progress: Double) -> Double {
        let u = clamp(progress, 0...1)
        // Every curve passes exactly through (0, 0) and (1, 1); say so rather than trust rounding.
        if u == 0 { return 0 }
        if u == 1 { return 1 }
        switch self {
        case .linear: return u
        case .easeInSine: return 1 - .cos(u * .pi / 2)
        case .easeOutSine: return .sin(u * .pi / 2)
        case .easeInOutSine: return -(Double.cos(.pi * u) - 1) / 2
        case .easeInQuad: return u * u
        case .easeOutQuad: return -u * (u - 2)
        case .easeInOutQuad:
            let h = u * 2
            return h < 1 ? h * h / 2 : -((h - 1) * (h - 3) - 1) / 2
        case .easeInCubic: return u * u * u
        case .easeOutCubic: return Self.pow(u - 1, 3) + 1
        case .easeInOutCubic:
            let h = u * 2
            return h < 1 ? h * h * h / 2 : (Self.pow(h - 2, 3) + 2) / 2
        case .easeInQuart: return Self.pow(u, 4)
        case .easeOutQuart: return -(Self.pow(u - 1, 4) - 1)
        case .easeInOutQuart:
            let h = u * 2
            return h < 1 ? Self.pow(h, 4) / 2 : -(Self.pow(h - 2, 4) - 2) / 2
        case .easeInQuint: return Self.pow(u, 5)
        case .easeOutQuint: return Self.pow(u - 1, 5) + 1
        case .easeInOutQuint:
            let h = u * 2
            return h < 1 ? Self.pow(h, 5) / 2 : (Self.pow(h - 2, 5) + 2) / 2
        case .easeInExpo: return u == 0 ? 0 : Double.exp2(10 * (u - 1))
        case .easeOutExpo: return u == 1 ? 1 : 1 - Double.exp2(-10 * u)
        case .easeInOutExpo:
            if u == 0 { return 0 }
            if u == 1 { return 1 }
            let h = u * 2
            return h < 1 ? Double.exp2(10 * (h - 1)) / 2 : (2 - Double.exp2(-10 * (h - 1))) / 2
        case .easeInCirc: return -((1 - u * u).squareRoot() - 1)
        case .easeOutCirc: return (1 - (u - 1) * (u - 1)).squareRoot()
        case .easeInOutCirc:
            let h = u * 2
            return h < 1 ? -((1 - h * h).squareRoot() - 1) / 2 : ((1 - (h - 2) * (h - 2)).squareRoot() + 1) / 2
        case .easeInBack:
            let s = Self.backOvershoot
            return u * u * ((s + 1) * u - s)
        case .easeOutBack:
            let s = Self.backOvershoot
            let v = u - 1
            return v * v * ((s + 1) * v + s) + 1
        case .easeInOutBack:
            let s = Self.backOvershoot * 1.525
            let h = u * 2
            if h < 1 { return h * h * ((s + 1) * h - s) / 2 }
            let v = h - 2
            return (v * v * ((s + 1) * v + s) + 2) / 2
        case .easeInElastic:
            if u == 0 || u == 1 { return u }
            let p = 0.3
            let s = p / 4
            let v = u - 1
            return -(Double.exp2(10 * v) * .sin((v - s) * 2 * .pi / p))
        case .easeOutElastic:
            if u == 0 || u == 1 { return u }
            let p = 0.3
            let s = p / 4
            return Double.exp2(-10 * u) * .sin((u - s) * 2 * .pi / p) + 1
        case .easeInOutElastic:
            if u == 0 || u == 1 { return u }
            let p = 0.45
            let s = p / 4
            let v = u * 2 - 1
            if v < 0 { return -0.5 * Double.exp2(10 * v) * .sin((v - s) * 2 * .pi / p) }
            return 0.5 * Double.exp2(-10 * v) * .sin((v - s) * 2 * .pi / p) + 1
        case .easeInBounce: return 1 - Self.bounceOut(1 - u)
        case .easeOutBounce: return Self.bounceOut(u)
        case .easeInOutBounce:
            return u < 0.5 ? (1 - Self.bounceOut(1 - 2 * u)) / 2 : Self.bounceOut(2 * u - 1) / 2 + 0.5
        case .cubicBezier(let curve): return curve.value(at: u)
        }
    }

    /// The largest |y| a parsed cubic-bezier control point may have.
    public static let maxBezierY = 100.0

    /// Penner's back overshoot s = 1.70158, which overshoots by about 10 %.
    public static let backOvershoot = 1.70158

    private static func pow(_ x: Double, _ n: Int) -> Double { Double.pow(x, n) }

    private static func bounceOut(_ u: Double) -> Double {
        let k = 7.5625
        let d = 2.75
        if u < 1 / d { return k * u * u }
        if u < 2 / d {
            let v = u - 1.5 / d
            return k * v * v + 0.75
        }
        if u < 2.5 / d {
            let v = u - 2.25 / d
            return k * v * v + 0.9375
        }
        let v = u - 2.625 / d
        return k * v * v + 0.984375
    }
}

extension String {
    fileprivate func replacingSpaces() -> String { String(filter { $0 != " " }) }
}
