import Foundation
import Playground
import SDLHost

/// Hot reload on the host's side: watches the session's scene files and, when one is saved
/// with new text, hands that text over as a `scene_reloaded` fact. The core parses it, so a
/// recording holds each save and replays it without the file.
///
/// The watcher's thread wakes the frame loop (`ExternalWake`), so a save shows within a frame
/// even when the window sleeps at rest, and nothing polls while nothing changes.
final class SceneReloads {
    private let watcher: SceneFileWatcher
    /// Scene id → its file.
    private let paths: [String: String]
    /// Scene id → the text last handed to the core (a save that changes nothing is no fact).
    private var lastText: [String: String]

    init(paths: [String: String], scenes: [Scene]) throws {
        self.paths = paths
        lastText = Dictionary(scenes.map { ($0.id, $0.source) }, uniquingKeysWith: { _, b in b })
        watcher = try SceneFileWatcher(paths: paths.keys.sorted().map { paths[$0]! }) { ExternalWake.post() }
    }

    /// The scenes whose files now read differently, with their new text, in id order. A file
    /// that cannot be read as a scene file is skipped with a line on stderr: its next save
    /// comes as another change.
    func takeChanged() -> [(id: String, source: String)] {
        let changed = Set(watcher.takeChanged())
        guard !changed.isEmpty else { return [] }
        var out: [(id: String, source: String)] = []
        for id in paths.keys.sorted() where changed.contains(paths[id]!) {
            let text: String
            do {
                text = try SceneLibrary.read(paths[id]!)
            } catch {
                // Not a scene file any more (too big, not UTF-8, gone): said once per save, here,
                // because there is no text for the core to show.
                Log.info("not reloaded: \(error.message)")
                continue
            }
            guard text != lastText[id] else { continue }
            lastText[id] = text
            out.append((id, text))
        }
        return out
    }
}
