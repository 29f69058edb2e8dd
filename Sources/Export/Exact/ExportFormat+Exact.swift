import PlaygroundCore
import Scenes

/// Why `export --exact` wrote nothing: one line for the command line.
public struct ExactRefusal: Error, CustomStringConvertible {
    public let description: String
}

extension ExportFormat {
    /// `text(scene:values:)`, followed with `exact` by the playground's decision rule as a runtime
    /// of the format's language and the glue that uses it with the scene's values (ExactExport).
    public func text(scene: Scene, values: ParameterValues, exact: Bool, device: DeviceFrame? = nil) throws -> String {
        let document = ExportDocument(scene: scene, values: values, device: device)
        let export = text(of: document)
        guard exact else { return export }
        guard let strip = ExactStrip(document: document),
            let text = ExactExport.text(export, format: self, strip: strip)
        else { throw refusal }
        return text
    }

    /// `text(demoID:values:)`, followed with `exact` by the decision rule of the demo's strip (the
    /// salon's). Throws `ExactRefusal` for a demo without one, and for CSS and JSON.
    public func text(demoID: String, values: ParameterValues, exact: Bool, device: DeviceFrame? = nil) throws
        -> String
    {
        let document = ExportDocument(demoID: demoID, values: values, device: device)
        let export = text(of: document)
        guard exact else { return export }
        guard self != .css, self != .json else { throw refusal }
        guard let strip = ExactStrip(document: document) else {
            throw ExactRefusal(
                description: "--exact adds a snapping strip's decision rule, and demo \(demoID) has none "
                    + "(the salon and every scene have one)")
        }
        guard let text = ExactExport.text(export, format: self, strip: strip) else { throw refusal }
        return text
    }

    private var refusal: ExactRefusal {
        ExactRefusal(
            description: "--exact adds the decision rule as code, which --format \(rawValue) cannot hold; "
                + "use swift, swiftui, android or flutter")
    }
}
