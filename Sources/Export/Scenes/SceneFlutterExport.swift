import Playground

/// `export --scene FILE --format flutter`: the scene's springs and constants (`FlutterExport`).
/// Its snapping comes with `--exact` (`ExactExport`: the runtime in Exports/Runtime and a
/// `ScrollPhysics` that uses it).
struct SceneFlutterExport {
    var model: SceneExportModel

    var text: String { FlutterExport(model: model.motion).text + model.exactNote(in: .dart) }
}
