import PlaygroundCore

// A scene brings its parameters from its file; the catalog and the values take them as specs, so
// the core never needs to know what a scene is.
extension ParameterCatalog {
    /// This catalog plus each scene's parameters, in the order given.
    public func adding(_ scenes: [Scene]) -> ParameterCatalog { adding(sceneSpecs: scenes.flatMap(\.specs)) }

    /// This catalog with the parameters of scene `id` replaced by `scene`'s (a reload).
    public func replacing(scene id: String, with scene: Scene) -> ParameterCatalog {
        replacing(scene: id, with: scene.specs)
    }
}

extension ParameterValues {
    /// Scene `id` was reloaded as `scene` (`reload(scene:as:)` with its specs).
    public mutating func reload(scene id: String, as scene: Scene) { reload(scene: id, as: scene.specs) }

    /// Scene `id` was reloaded as `scene`, keeping every value a range still holds.
    public mutating func reloadKeepingValues(scene id: String, as scene: Scene) {
        reloadKeepingValues(scene: id, as: scene.specs)
    }
}
