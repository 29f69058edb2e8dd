import PlaygroundCore
import Scenes

/// Hot reload on the host's side: watches the session's scene files and turns each change
/// into a fact for the core. A save with new text is `scene_reloaded` (the core parses it, so
/// a recording holds each save and replays it without the file); a change that leaves no text
/// to parse (not UTF-8, too big, a directory or FIFO in its place, unreadable, deleted) is
/// `scene_read_failed`, which the window shows where a broken save shows, so a desktop launch
/// with no terminal still says why nothing reloaded. Either way the last good scene runs on.
///
/// The watcher's thread wakes the frame loop (`ExternalWake`), so a save shows within a frame
/// even when the window sleeps at rest, and nothing polls while nothing changes.
public final class SceneReloads {
    /// How long a file may be missing before that is said: editors that save by renaming the
    /// old file away and writing a new one leave a moment with no file, which is no news.
    public static let missingGrace: Int64 = 300_000

    /// What the last look at a file found.
    private enum Seen {
        case text(String)
        case failed(SceneFileReadError)
    }

    /// Scene id → its file.
    private let paths: [String: String]
    private let read: (String) throws(SceneFileReadError) -> String
    private let changes: () -> [String]
    /// Keeps the watcher (and its thread) alive while changes are taken from it.
    private let watcher: SceneFileWatcher?
    /// Scene id → what was last handed to the core (the same again is no fact).
    private var seen: [String: Seen]
    /// Scene id → when to look again at its missing file.
    private var recheck: [String: Int64] = [:]

    /// Watches `paths` (scene id → file) with inotify and reads them from disk.
    public convenience init(paths: [String: String], scenes: [Scene]) throws(SceneFileWatcher.WatchError) {
        let watcher = try SceneFileWatcher(paths: paths.keys.sorted().map { paths[$0]! }) { ExternalWake.post() }
        self.init(
            paths: paths, scenes: scenes, watcher: watcher,
            read: { path throws(SceneFileReadError) in try SceneFileReader.read(path) },
            changes: { watcher.takeChanged() })
    }

    /// `changes` says which paths changed since it was last called; `read` reads one.
    public init(
        paths: [String: String], scenes: [Scene], watcher: SceneFileWatcher? = nil,
        read: @escaping (String) throws(SceneFileReadError) -> String, changes: @escaping () -> [String]
    ) {
        self.paths = paths
        self.watcher = watcher
        self.read = read
        self.changes = changes
        seen = Dictionary(scenes.map { ($0.id, Seen.text($0.source)) }, uniquingKeysWith: { _, b in b })
    }

    /// When a missing file is to be looked at again (session µs), if one is.
    public var nextCheck: Int64? { recheck.values.min() }

    /// Save to scene wrote `text` into scene `id`'s file, and the core hears it from the save's own
    /// `scene_reloaded` fact: the watcher's news of that write is then no change, not a second fact.
    public func saved(_ id: String, text: String) {
        seen[id] = .text(text)
        recheck[id] = nil
    }

    /// The facts for the files that changed (or whose grace ran out) by `now`, in id order:
    /// new text, or why there is none. A file that reads as it did last time gives nothing.
    public func takeChanged(now: Int64) -> [Input] {
        let changed = Set(changes())
        var out: [Input] = []
        for id in paths.keys.sorted() {
            let due = recheck[id].map { $0 <= now } ?? false
            guard changed.contains(paths[id]!) || due else { continue }
            let found: Seen
            do {
                found = .text(try read(paths[id]!))
            } catch .missing where !due {
                // Perhaps mid-save: said only if still missing when the grace runs out.
                if recheck[id] == nil { recheck[id] = now + Self.missingGrace }
                continue
            } catch {
                found = .failed(error)
            }
            recheck[id] = nil
            switch (found, seen[id]) {
            case (.text(let new), .text(let old)) where new.utf8.elementsEqual(old.utf8): continue
            case (.failed(let new), .failed(let old)) where new == old: continue
            case (.text(let text), _): out.append(.sceneReloaded(id: id, source: text))
            case (.failed(let error), _): out.append(.sceneReadFailed(id: id, problem: error.reason))
            }
            seen[id] = found
        }
        return out
    }
}
