import Foundation
import SDLHost
import Scenes

/// Save to scene on the host's side: writes the text the core made (`SceneSave`) into the
/// scene's file, or says in one line why it did not.
///
/// - **Never over someone else's edit.** The file on disk must still be the text the session
///   last read or reloaded; otherwise it changed since (an editor saved it, and its reload is on
///   its way), and the save is refused rather than lose that edit.
/// - **Never the installed examples.** A shipped scene in the installed, read-only
///   `share/motion-playground/scenes` is refused with where to copy it: a copy of the same name
///   in the user's scenes folder takes its place in the list.
/// - **A backup first.** The old text goes to `FILE~` beside the file (the file names editors
///   use for the copy before a save; hidden by file managers, ignored by most `.gitignore`s, and
///   not a `.json`, so the scenes folder never lists it as a scene), then the new text replaces
///   the file atomically (`OutputFile`: a hidden sibling, fsynced and renamed over it), with the
///   file's permissions. A failure at any step leaves the file as it was.
/// - A link is followed: the file it names is saved, and the link stays a link.
struct SceneFileSaver {
    /// Scene id → the file it was read from, as given (what the window watches).
    let paths: [String: String]
    /// The shipped examples' folder, if the session listed it.
    let shippedFolder: String?
    /// Whether the shipped folder takes no saves: the installed one, or one the user cannot
    /// write. A source tree's `Assets/scenes` takes them (that is how the examples are tuned).
    let shippedIsReadOnly: Bool
    /// Where a user's own scenes go, for the refusal to name.
    let userFolder: String

    /// A save that was not written, as one line for the panel and the terminal.
    struct Refusal: Error, Hashable {
        let line: String
    }

    /// The folders as `SceneLibrary` found them; the shipped one is read-only when installed
    /// (`…/share/motion-playground/scenes`) or not writable.
    init(paths: [String: String], shippedFolder: String?, userFolder: String = SceneLibrary.userFolder()) {
        let installed = shippedFolder.map { $0.hasSuffix("/share/motion-playground/scenes") } ?? false
        self.init(
            paths: paths, shippedFolder: shippedFolder,
            shippedIsReadOnly: installed || shippedFolder.map { access($0, W_OK) != 0 } ?? false,
            userFolder: userFolder)
    }

    init(paths: [String: String], shippedFolder: String?, shippedIsReadOnly: Bool, userFolder: String) {
        self.paths = paths
        self.shippedFolder = shippedFolder
        self.shippedIsReadOnly = shippedIsReadOnly
        self.userFolder = userFolder
    }

    /// Writes `save`; returns the line that says so, with the backup's name.
    func write(_ save: SceneSave) throws(Refusal) -> String {
        let id = save.scene.id
        guard let path = paths[id] else {
            throw Refusal(line: "Not saved: the scene \(id) has no file in this session")
        }
        let name = Scene.baseName(path)
        if shippedIsReadOnly, let shippedFolder, OutputFile.folderPath(of: path) == shippedFolder {
            throw Refusal(
                line: "Not saved: \(name) is a shipped example, read-only here. Copy it to \(userFolder)/ "
                    + "(the copy replaces it in the list) and save there")
        }
        let onDisk: String
        do {
            onDisk = try SceneFileReader.read(path)
        } catch {
            throw Refusal(line: "Not saved: \(name) is \(error.reason)")
        }
        guard onDisk.utf8.elementsEqual(save.scene.source.utf8) else {
            throw Refusal(
                line: "Not saved: \(name) changed on disk since the session read it; "
                    + "the window reloads a good save, then Save again")
        }
        let target = Self.resolved(path)
        guard access(target, W_OK) == 0 else {
            throw Refusal(line: "Not saved: \(name) is read-only (\(String(cString: strerror(errno))))")
        }
        var info = stat()
        let mode = stat(target, &info) == 0 ? info.st_mode & 0o7777 : 0o644
        let backup = target + "~"
        try Self.replace(backup, with: onDisk, mode: mode, flag: "backup")
        try Self.replace(target, with: save.text, mode: mode, flag: "scene file")
        let count = save.changed.count
        return "Saved \(count) value\(count == 1 ? "" : "s") to \(name); the old text is in \(name)~"
    }

    /// `text` into `path` atomically, with `mode`.
    private static func replace(_ path: String, with text: String, mode: mode_t, flag: String) throws(Refusal) {
        do {
            let out = try OutputFile(path: path, flag: flag, editsInput: true)
            try out.write(Array(text.utf8))
            // The new file is created with the umask's mode: give it the old one's.
            chmod(out.writePath, mode)
            try out.commit()
        } catch {
            throw Refusal(line: "Not saved: " + error.message)
        }
    }

    /// The file a path names, links followed (the path itself when it cannot be resolved).
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
