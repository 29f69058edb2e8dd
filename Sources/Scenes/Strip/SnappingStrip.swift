import Motion
import PlaygroundCore

/// A strip of items as the playground rests a release on it: its geometry for one viewport
/// length, the fling limit and the physics whose decision rule chooses the rest
/// (`SceneGeometry.releaseTarget`). Every scene is one, and so is the salon's strip: what
/// `export --exact` writes the decision rule for, and what Exports/Runtime/vectors.tsv samples.
package struct SnappingStrip: Sendable {
    package var geometry: SceneGeometry
    package var axis: Axis
    /// At most this many items (pages) per fling from the one selected at the press; nil: any.
    package var maxItemsPerFling: Int?
    package var physics: ScrollPhysics

    package init(geometry: SceneGeometry, axis: Axis, maxItemsPerFling: Int?, physics: ScrollPhysics) {
        self.geometry = geometry
        self.axis = axis
        self.maxItemsPerFling = maxItemsPerFling
        self.physics = physics
    }

    /// Scene `scene` with `values` in force, in a viewport `viewportLength` long.
    package init(scene: Scene, values: ParameterValues, viewportLength: Double) {
        let parameters = SceneParameters(scene: scene, values: values)
        self.init(
            geometry: parameters.geometry(of: scene.definition, viewportLength: viewportLength),
            axis: scene.definition.axis, maxItemsPerFling: parameters.maxItemsPerFling, physics: parameters.physics)
    }
}
