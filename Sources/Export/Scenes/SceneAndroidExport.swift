import Playground

/// `export --scene FILE --format android`: the scene's physics as Kotlin constants
/// (`AndroidExport`). Its snapping comes with `--exact` (`ExactExport`: the runtime in
/// Exports/Runtime and a `SnapHelper` that uses it).
struct SceneAndroidExport {
    var model: SceneExportModel

    var text: String { AndroidExport(model: model.motion).text + model.exactNote(in: .kotlin) }
}
