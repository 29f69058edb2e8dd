import Playground

/// `export --scene FILE --format swiftui`: the scene's physics as SwiftUI values
/// (`SwiftUIExport`). Its snapping comes with `--exact` (`ExactExport`: the runtime in
/// Exports/Runtime and a `ScrollTargetBehavior` that uses it).
struct SceneSwiftUIExport {
    var model: SceneExportModel

    var text: String { SwiftUIExport(model: model.motion).text + model.exactNote(in: .swift) }
}
