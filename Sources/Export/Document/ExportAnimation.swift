import Motion

/// A timed animation: how long it runs and the curve it runs on.
struct ExportAnimation: Hashable, Sendable {
    var duration: ExportConstant
    /// nil for an interval (a timer between animations, not an animation).
    var curve: Easing?
    /// The demo's timing parameter when the curve is one (`easing.timing`).
    var curveConstant: ExportConstant?
}
