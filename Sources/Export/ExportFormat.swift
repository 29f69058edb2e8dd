import Playground

/// The platforms `playground export` writes for, and the entry point that writes one.
public enum ExportFormat: String, CaseIterable, Sendable {
    case swift, swiftui, flutter, android, css, json

    /// The demo's motion with the parameters in force, as code or configuration to paste into
    /// a project of this platform; every number has a comment with what it is, its unit and
    /// where its default comes from.
    public func text(demoID: String, values: ParameterValues) -> String {
        let document = { ExportDocument(demoID: demoID, values: values) }
        switch self {
        case .swift: return UIKitPrinter(document: ExportDocument(demoID: demoID, values: values)).text
        case .swiftui: return SwiftUIPrinter(document: ExportDocument(demoID: demoID, values: values)).text
        case .flutter: return FlutterPrinter(document: document()).text
        case .android: return AndroidPrinter(document: document()).text
        case .css: return CSSPrinter(document: document()).text
        case .json: return JSONPrinter(document: document()).text
        }
    }

    /// A scene's constants and its snapping (`SceneGeometry.releaseTarget`) as this platform's code,
    /// with the values in force (`values` must hold the scene's parameters). docs/scene-export.md.
    public func text(scene: Scene, values: ParameterValues) -> String {
        let document = { ExportDocument(scene: scene, values: values) }
        switch self {
        case .swift: return UIKitPrinter(document: ExportDocument(scene: scene, values: values)).text
        case .swiftui: return SwiftUIPrinter(document: ExportDocument(scene: scene, values: values)).text
        case .flutter: return FlutterPrinter(document: document()).text
        case .android: return AndroidPrinter(document: document()).text
        case .css: return CSSPrinter(document: document()).text
        case .json: return JSONPrinter(document: document()).text
        }
    }

    /// The comment naming the export, first in every format but JSON.
    static func banner(_ model: ExportModel, in language: SourceLanguage) -> String {
        language.lineComment(
            "Motion Playground \(PlaygroundApp.appVersion) export: \(model.demoID) (\(model.title.prose), "
                + "\(model.origin.prose))", width: .max)
    }
}
