import Scenes

/// Scenes in the app: a `scene_reloaded` fact replaces a scene with the file's new text, or
/// leaves it running and shows why the text was refused; a `scene_read_failed` fact (the file
/// had no text to give) leaves it running and shows why too.
extension PlaygroundApp {
    /// The scenes as they are now (after reloads), in panel order.
    public var scenes: [Scene] { slots.compactMap { ($0.demo as? SceneDemo)?.scene } }

    /// Scene `id`'s file now reads `source`. Parsed here, in the core, so a replay of the fact
    /// reaches the same scene or the same message, with no file involved.
    mutating func reloadScene(_ id: String, source: String) {
        guard let index = slots.firstIndex(where: { $0.demo.info.id == id }),
            var demo = slots[index].demo as? SceneDemo
        else { return }
        let file = demo.scene.file
        do {
            let scene = try Scene(id: id, file: file, source: source)
            tuning.reload(scene: scene)
            demo.reload(scene, values: tuning.values)
        } catch {
            demo.reloadFailed(error.located(in: file))
        }
        slots[index].demo = demo
    }

    /// Scene `id`'s file changed into something that is no scene file (not UTF-8, too big, a
    /// directory, gone): shown where a broken save shows, `FILE: problem` as a parse error is
    /// `FILE:LINE:COLUMN: message`, until the next good save.
    mutating func sceneReadFailed(_ id: String, problem: String) {
        guard let index = slots.firstIndex(where: { $0.demo.info.id == id }),
            var demo = slots[index].demo as? SceneDemo
        else { return }
        demo.reloadFailed(demo.scene.file + ": " + problem)
        slots[index].demo = demo
    }
}
