import Motion
import PlaygroundCore

/// A spring a demo declares as two parameters (roles `springResponse` and `springDampingRatio`),
/// which the spring editor also shows as SwiftUI's (duration, bounce) and as (stiffness,
/// damping, mass). The parameters stay the one truth: editing any form computes a new
/// (response, damping ratio) and sets those two.
public struct SpringPair: Hashable, Sendable {
    /// `snap`, `bounce`, `wheel`.
    public var name: String
    public var response: ParameterSpec
    public var ratio: ParameterSpec

    public enum Field: String, Hashable, Sendable, CaseIterable {
        case duration, bounce, stiffness, damping, mass
    }

    /// The pairs among `specs`, in their order: each spring's response with its damping ratio, by role.
    public static func pairs(in specs: [ParameterSpec]) -> [SpringPair] {
        specs.compactMap { spec in
            guard case .springResponse(let spring) = spec.role,
                let ratio = specs.first(where: { $0.role == .springDampingRatio(spring) })
            else { return nil }
            return SpringPair(name: spring.rawValue, response: spec, ratio: ratio)
        }
    }

    public func contains(_ spec: ParameterSpec) -> Bool { spec == response || spec == ratio }

    var responseRange: ClosedRange<Double> { response.domain.bounds ?? 0.05...2 }
    var ratioRange: ClosedRange<Double> { ratio.domain.bounds ?? 0.2...2 }

    /// The spring for (response, ratio) quoted at `mass`.
    func spring(response r: Double, ratio z: Double, mass: Double) -> Spring {
        Spring(dampingRatio: z, response: r, mass: mass)
    }

    /// A field's value for the spring (response, ratio) quoted at `mass`.
    func value(_ field: Field, response r: Double, ratio z: Double, mass: Double) -> Double {
        let s = spring(response: r, ratio: z, mass: mass)
        switch field {
        case .duration: return s.duration
        case .bounce: return s.bounce
        case .stiffness: return s.stiffness
        case .damping: return s.damping
        case .mass: return s.mass
        }
    }

    /// The values a field can take while (response, ratio) stay in their ranges (others held).
    func range(_ field: Field, response r: Double, ratio z: Double, mass: Double) -> ClosedRange<Double> {
        let rr = responseRange
        let zr = ratioRange
        switch field {
        case .duration: return rr
        case .bounce:
            return Spring(dampingRatio: zr.upperBound, response: 1)
                .bounce...Spring(dampingRatio: zr.lowerBound, response: 1).bounce
        case .stiffness:
            return spring(response: rr.upperBound, ratio: z, mass: mass)
                .stiffness...spring(response: rr.lowerBound, ratio: z, mass: mass).stiffness
        case .damping:
            return spring(response: r, ratio: zr.lowerBound, mass: mass)
                .damping...spring(response: r, ratio: zr.upperBound, mass: mass).damping
        case .mass: return 0.1...10
        }
    }

    /// The (response, ratio, mass) after setting `field` to `x`, the other numbers of its form
    /// held: duration keeps the bounce, bounce the duration; in (stiffness, damping, mass) the
    /// other two are held, so the period and the damping ratio both follow.
    func set(_ field: Field, to x: Double, response r: Double, ratio z: Double, mass: Double)
        -> (response: Double, ratio: Double, mass: Double)
    {
        let s = spring(response: r, ratio: z, mass: mass)
        let result: (Double, Double, Double)
        switch field {
        case .duration: result = (x, z, mass)
        case .bounce:
            let b = Spring(duration: r, bounce: x)
            result = (r, b.dampingRatio, mass)
        case .stiffness:
            let t = Spring(mass: mass, stiffness: x, damping: s.damping)
            result = (t.response, t.dampingRatio, mass)
        case .damping:
            let t = Spring(mass: mass, stiffness: s.stiffness, damping: x)
            result = (t.response, t.dampingRatio, mass)
        case .mass:
            let t = Spring(mass: x, stiffness: s.stiffness, damping: s.damping)
            result = (t.response, t.dampingRatio, x)
        }
        return (clamp(result.0, responseRange), clamp(result.1, ratioRange), clamp(result.2, 0.1...10))
    }

    /// One line for the editor: how the field follows from the parameters.
    static func formula(_ field: Field) -> String {
        switch field {
        case .duration: "SwiftUI Spring(duration:bounce:): duration = response"
        case .bounce: "bounce = 1 − ζ (ζ ≤ 1), 1/ζ − 1 (over-damped)"
        case .stiffness: "k = (2π / response)² · m"
        case .damping: "c = 4π · ζ · m / response"
        case .mass: "m: the force scale k and c are quoted in"
        }
    }
}
