import Motion
import PlaygroundCore
import Scenes

extension SalonDemo: SnappingStripDemo {
    /// The cards as `SalonLayout.geometry` lays them out in a strip `viewportLength` wide (the
    /// strip spans the demo's width; its height does not matter), any number per fling.
    package static func snappingStrip(values: ParameterValues, viewportLength: Double) -> SnappingStrip {
        let layout = SalonLayout(viewport: Size(width: viewportLength, height: 600), count: SalonEntity.all.count)
        return SnappingStrip(
            geometry: layout.geometry, axis: .horizontal, maxItemsPerFling: nil,
            physics: SalonParameters(values).physics)
    }
}
