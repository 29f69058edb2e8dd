import Foundation
import Replay
import SDLHost
import Scenes

/// The scenes a session lists after the five demos: the shipped examples, the user's own in
/// `$XDG_CONFIG_HOME/motion-playground/scenes/`, and a `--scene FILE`, each read from disk here
/// (the core never reads files) with the path the window watches for saves.
///
/// A broken file in a folder is skipped with one warning line, so one bad scene never keeps the
/// window from opening; a broken `--scene FILE` is the command's error (exit 2).
struct SceneLibrary {
    /// Files larger than this are not scene files (the biggest example is under 1 KiB).
    static let maxFileBytes = SceneDefinition.maxFileBytes
    /// The scenes' text in all: a recording's header carries every one of them whole (JSON
    /// escaping at most doubles it) and a replay line holds at most 1 MB.
    static let maxTotalBytes = 384 * 1024
    /// Scenes in all: what a recording's header may list.
    static let maxScenes = ReplayFormat.maxScenes

    private(set) var scenes: [Scene] = []
    /// Scene id → the file it was read from, as given (what the window watches).
    private(set) var paths: [String: String] = [:]
    /// One line per file that could not be listed.
    private(set) var warnings: [String] = []
    /// The id of the `--scene` file, when one was given.
    private(set) var chosenID: String?
    /// The shipped examples' folder, when it was listed.
    private(set) var shippedFolder: String?

    /// The folders' scenes, then `extra` (which replaces a listed scene of the same id).
    init(extra: String? = nil, includeFolders: Bool = true) throws(ExitFailure) {
        // The chosen file is read first so that the folders' scenes never crowd it out.
        let chosen = try extra.map { path throws(ExitFailure) in try Self.load(path, id: Scene.id(forFile: path)) }
        if includeFolders {
            shippedFolder = Self.shippedFolder()
            for folder in [shippedFolder, Self.userFolder()].compactMap({ $0 }) {
                addFolder(folder, leaving: chosen?.source.utf8.count ?? 0)
            }
        }
        if let chosen, let extra {
            add(chosen, path: extra)
            chosenID = chosen.id
        }
    }

    /// Reads and parses one file; one line naming the file, line and column when it is broken.
    static func load(_ path: String, id: String) throws(ExitFailure) -> Scene {
        let text = try read(path)
        do {
            return try Scene(id: id, file: path, source: text)
        } catch {
            throw ExitFailure.located(
                error.located(in: path)
                    + " (docs/scenes.md describes the format; `playground scene check FILE` shows the geometry)")
        }
    }

    /// The file's text: a regular file of at most `maxFileBytes`, in UTF-8 (`SceneFileReader`,
    /// which the window's reloads use too), whose name holds nothing a recording's header would
    /// refuse (`Scene.fileNameProblem`), or one line saying why not: the system's words
    /// (`Permission denied`), what the path is instead of a file, its size, or where the text
    /// stops being UTF-8.
    static func read(_ path: String) throws(ExitFailure) -> String {
        let file = quoted(path)
        if let problem = Scene.fileNameProblem(path) {
            throw ExitFailure.badInput("scene file name \(file) \(problem); rename the file")
        }
        InputFiles.declare(path, as: "a scene file")
        do {
            return try SceneFileReader.read(path)
        } catch {
            switch error {
            case .missing:
                throw .badInput("cannot read scene file \(file): \(String(cString: strerror(ENOENT)))")
            case .unreadable(let code):
                let advice = code == EACCES ? "; check its permissions" : ""
                throw .badInput("cannot read scene file \(file): \(String(cString: strerror(code)))\(advice)")
            case .notRegular(let kind):
                throw .badInput("scene file \(file) is \(kind), not a regular file; give a .json file")
            case .tooBig(let bytes):
                throw .badInput("scene file \(file) is \(bytes) bytes (at most \(maxFileBytes)); is it a scene file?")
            case .notUTF8(let position):
                throw .badInput("scene file \(file) is not UTF-8 text (\(position)); save it as UTF-8 JSON")
            }
        }
    }

    private static func quoted(_ path: String) -> String { "'" + TerminalText.escaped(path) + "'" }

    /// Adds the folder's scenes while they fit, keeping `reserved` bytes (the chosen file's).
    /// Files are taken in name order; two whose names fold to one id (`A b.json`, `a-b.json`)
    /// are both kept, the later as `a-b-2`, with a line saying so.
    private mutating func addFolder(_ folder: String, leaving reserved: Int) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        var folderIDs: [String: String] = [:]
        for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
            let path = folder + "/" + name
            var id = Scene.id(forFile: path)
            if let first = folderIDs[id] {
                let unique = Self.unusedID(id, taken: Set(folderIDs.keys).union(scenes.map(\.id)))
                warnings.append(
                    "scene files \(Self.quoted(first)) and \(Self.quoted(name)) both make the id \(id); "
                        + "\(Self.quoted(name)) is listed as \(unique) (rename it to choose)")
                id = unique
            }
            folderIDs[id] = name
            do {
                let scene = try Self.load(path, id: id)
                let replacing = scenes.first { $0.id == scene.id }
                let total = scenes.reduce(reserved) { $0 + $1.source.utf8.count } - (replacing?.source.utf8.count ?? 0)
                guard total + scene.source.utf8.count <= Self.maxTotalBytes,
                    replacing != nil || scenes.count + (reserved > 0 ? 1 : 0) < Self.maxScenes
                else {
                    warnings.append(
                        "skipped scene file \(Self.quoted(path)): a session holds at most \(Self.maxScenes) scenes "
                            + "and \(Self.maxTotalBytes / 1024) KiB of scene files (a recording carries them all); "
                            + "move some out of \(Self.quoted(folder))")
                    continue
                }
                add(scene, path: path)
            } catch {
                warnings.append("skipped: \(error.message)")
            }
        }
    }

    /// `id-2`, `id-3` … the first not `taken`, cut to the 40 characters an id may have.
    static func unusedID(_ id: String, taken: Set<String>) -> String {
        var n = 2
        while true {
            let suffix = "-\(n)"
            var base = String(id.prefix(40 - suffix.count))
            while base.hasSuffix("-") { base.removeLast() }
            if !taken.contains(base + suffix) { return base + suffix }
            n += 1
        }
    }

    /// A later scene with the same id replaces the earlier one where it stood (the user's
    /// `carousel.json` replaces the shipped one).
    private mutating func add(_ scene: Scene, path: String) {
        if let index = scenes.firstIndex(where: { $0.id == scene.id }) {
            scenes[index] = scene
        } else {
            scenes.append(scene)
        }
        paths[scene.id] = path
    }

    /// `$XDG_CONFIG_HOME/motion-playground/scenes` (default `~/.config/…`).
    static func userFolder() -> String {
        let env = ProcessInfo.processInfo.environment
        let base =
            env["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (env["HOME"] ?? NSHomeDirectory()) + "/.config"
        return base + "/motion-playground/scenes"
    }

    /// The shipped examples: `share/motion-playground/scenes` beside an installed binary, else
    /// `Assets/scenes` of the source tree the binary was built in.
    static func shippedFolder() -> String? {
        shippedFolderCandidates().first { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// Where the shipped examples may be, in the order they are tried.
    static func shippedFolderCandidates() -> [String] {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        var candidates = [exe.appendingPathComponent("../share/motion-playground/scenes").standardized.path]
        var dir = exe
        for _ in 0..<5 {
            let path = dir.appendingPathComponent("Assets/scenes").path
            // Near the root the parents run out: `/Assets/scenes` is tried (and said) once.
            if !candidates.contains(path) { candidates.append(path) }
            dir = dir.deletingLastPathComponent()
        }
        return candidates
    }

    /// Said when no shipped example was found: where they were looked for and where scenes can
    /// go instead, for `playground demos` (in full) and the window's log.
    static func missingShippedScenes() -> String {
        "no shipped scenes found: none of " + shippedFolderCandidates().map(quoted).joined(separator: ", ")
            + " is a folder. Put scene files (.json, docs/scenes.md) in " + quoted(userFolder())
            + ", or open one with `playground run --scene FILE`"
    }

    /// The window's footer has two short lines: it points at the command that says the rest.
    static let missingShippedScenesBanner = "No shipped scenes found; `playground demos` says where it looked"
}
