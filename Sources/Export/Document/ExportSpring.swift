import Motion
import PlaygroundCore

/// A spring the motion uses, as its two parameters and the spring they make.
struct ExportSpring: Hashable, Sendable {
    var role: ParameterRole.SpringRole
    var response: ExportConstant
    var dampingRatio: ExportConstant
    var spring: Spring
    /// Whether the demo's motion uses it on every platform's primitive, or only in the
    /// playground's own rule (a printer of idiomatic code leaves such a spring out).
    var isTuned: Bool { response.note.isTuned || dampingRatio.note.isTuned }
}
