import Demos
import PlaygroundCore
import Scenes

/// A scene's parameter values: those a fresh session reads, and random ones the panel could set.
public enum SceneValues {
    /// The built-in parameters and the scene's, each at its file's value.
    public static func defaults(_ scene: Scene) -> ParameterValues {
        ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
    }

    /// A value inside `spec`'s domain as the panel or `--set` could give it: a slider step, a
    /// bound, or any double in range (to the last bit, so the text must round-trip exactly).
    public static func random(_ spec: ParameterSpec, _ rng: inout SeededRandom) -> ParameterValue {
        switch spec.domain {
        case .choices(let names), .timing(let names): return .choice(names.randomElement(using: &rng)!)
        case .integer(let range): return .number(Double(Int.random(in: range, using: &rng)))
        case .real(let range):
            let step = spec.step ?? 1
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return .number(Bool.random(using: &rng) ? range.lowerBound : range.upperBound)
            case 1:
                let steps = ((range.upperBound - range.lowerBound) / step).rounded(.down)
                let k = Double.random(in: 0...steps, using: &rng).rounded(.down)
                return .number(min(range.upperBound, range.lowerBound + k * step))
            default: return .number(Double.random(in: range, using: &rng))
            }
        }
    }
}
