import Playground

/// `export --scene FILE --format swift`: the scene's physics as UIKit constants (`UIKitExport`).
/// Its snapping comes with `--exact` (`ExactExport`: the runtime in Exports/Runtime and a
/// `UIScrollViewDelegate` that uses it).
struct SceneUIKitExport {
    var model: SceneExportModel

    var text: String { UIKitExport(model: model.motion).text + model.exactNote(in: .swift) }
}
