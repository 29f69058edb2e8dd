import PlaygroundCore

/// A scene as a session holds it: the file's text exactly as read (what a recording stores, so
/// it replays after the file is edited or deleted), where it came from, what it says, and the
/// parameters it declares under its id (`carousel.spacing`, `carousel.deceleration_rate`).
///
/// The core never reads the file: the host reads it and hands the text here.
public struct Scene: Hashable, Sendable {
    /// The panel and `--demo` id, and the prefix of its parameters: the file's name, folded to
    /// lower-case letters, digits, `-` and `_`.
    public let id: String
    /// The file as the user named it, for messages (`FILE:LINE:COLUMN: …`).
    public let file: String
    /// The file's text.
    public let source: String
    public let definition: SceneDefinition
    /// Its parameters: geometry first, then the scroll physics.
    public let specs: [ParameterSpec]
    /// What the panel and help show for it: built once, as it is read every frame.
    public let info: DemoInfo

    /// Parses `source`; a broken file throws where it is broken.
    public init(id: String, file: String, source: String) throws(SceneFileError) {
        self.id = id
        self.file = file
        self.source = source
        definition = try SceneDefinition(parsing: source)
        specs = SceneParameters.specs(id: id, definition: definition, file: Scene.baseName(file))
        info = Self.info(id: id, file: file, definition: definition)
    }

    // Everything else is read from these three.
    public static func == (a: Scene, b: Scene) -> Bool { a.id == b.id && a.file == b.file && a.source == b.source }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(file)
        hasher.combine(source)
    }

    /// The id a file gets: `Card Carousel.json` → `card-carousel`. An id in `taken` (the five
    /// demos' for `id(forFile:)`) is taken as `ID-scene`, so a scene never hides a demo.
    public static func id(forFile path: String, taken: [String]) -> String {
        var name = baseName(path)
        if name.hasSuffix(".json") { name.removeLast(5) }
        var id = ""
        for ch in name.lowercased().unicodeScalars {
            let ok = ("a"..."z").contains(ch) || ("0"..."9").contains(ch) || ch == "_"
            if ok {
                id.unicodeScalars.append(ch)
            } else if !id.isEmpty, !id.hasSuffix("-") {
                id += "-"
            }
        }
        while id.hasSuffix("-") { id.removeLast() }
        if id.isEmpty { id = "scene" }
        if id.count > 40 { id = String(id.prefix(40)) }
        return taken.contains(id) ? id + "-scene" : id
    }

    /// The longest file name (a path, as given) a scene may have: Linux's PATH_MAX.
    public static let maxFileNameBytes = 4096

    /// Why `file` cannot name a scene, or nil. The name is drawn in the window, printed, kept in
    /// recordings and written into exports' comments, so, like a title, it may hold no control
    /// character, line break or bidirectional control (`a line separator (\u2028)`).
    public static func fileNameProblem(_ file: String) -> String? {
        if file.isEmpty { return "is empty" }
        if file.utf8.count > maxFileNameBytes {
            return "is \(file.utf8.count) bytes long (at most \(maxFileNameBytes))"
        }
        guard let unsafe = UnsafeScalars.first(in: file) else { return nil }
        return "contains \(UnsafeScalars.kind(of: unsafe)) (\(UnsafeScalars.escape(unsafe)))"
    }

    /// The last path component.
    package static func baseName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    private static func info(id: String, file: String, definition: SceneDefinition) -> DemoInfo {
        let count = definition.itemCount
        let summary =
            "\(NumberText.grouped(count)) item\(count == 1 ? "" : "s"), \(definition.axis.rawValue), "
            + "snap \(definition.snap.rawValue)"
        return DemoInfo(
            id: id, title: definition.title, summary: summary, seed: baseName(file),
            shortcuts: [
                Shortcut("Drag / flick", "scroll; it comes to rest by the scene's snap rule"),
                Shortcut("Wheel", "a notch moves an item (a page); a trackpad snaps once quiet"),
                Shortcut("Click an item", "bring it to its snap position"),
                Shortcut(
                    definition.axis == .horizontal ? "← / →" : "↑ / ↓ (or ← / →)", "previous / next item"),
                Shortcut("Home / End", "first / last item"),
            ], surface: .scene)
    }
}
