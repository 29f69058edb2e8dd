import PlaygroundCore
import Scenes

/// The platforms `playground export` writes for, and the entry point that writes one.
public enum ExportFormat: String, CaseIterable, Sendable {
    case swift, swiftui, flutter, android, css, json

    /// The demo's motion with the parameters in force, as the code an engineer of this platform
    /// writes (`ExportPrinter`: one printer per format over one `ExportDocument`).
    /// With `device`, the strip's percentages and the measured flicks are the device screen's.
    public func text(demoID: String, values: ParameterValues, device: DeviceFrame? = nil) -> String {
        text(of: ExportDocument(demoID: demoID, values: values, device: device))
    }

    /// A scene's motion with the values in force (`values` must hold the scene's parameters), as the
    /// platform's own snapping primitives; `--exact` adds the playground's rule. docs/scene-export.md.
    public func text(scene: Scene, values: ParameterValues, device: DeviceFrame? = nil) -> String {
        text(of: ExportDocument(scene: scene, values: values, device: device))
    }

    /// `document` through this format's printer.
    func text(of document: ExportDocument) -> String {
        switch self {
        case .swift: UIKitPrinter(document: document).text
        case .swiftui: SwiftUIPrinter(document: document).text
        case .flutter: FlutterPrinter(document: document).text
        case .android: AndroidPrinter(document: document).text
        case .css: CSSPrinter(document: document).text
        case .json: JSONPrinter(document: document).text
        }
    }
}
