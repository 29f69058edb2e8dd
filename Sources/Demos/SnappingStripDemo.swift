import Motion
import PlaygroundCore
import Scenes

/// A built-in demo whose content is a `SnappingStrip` (the salon).
package protocol SnappingStripDemo: BuiltInDemo {
    /// The strip in a viewport `viewportLength` long along its axis, with `values` in force.
    static func snappingStrip(values: ParameterValues, viewportLength: Double) -> SnappingStrip
}

extension SnappingStrip {
    /// The strip of built-in demo `demoID` (nil for a demo without one), with `values` in force.
    package init?(demoID: String, values: ParameterValues, viewportLength: Double) {
        guard let demo = DemoCatalog.all.first(where: { $0.info.id == demoID }) as? any SnappingStripDemo.Type
        else { return nil }
        self = demo.snappingStrip(values: values, viewportLength: viewportLength)
    }
}
