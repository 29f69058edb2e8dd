import CSDL2
import Foundation

/// Chooses the fonts text is drawn with: an explicit `--font PATH`, else what fontconfig
/// considers the Simplified-Chinese sans-serif (the seeds' labels are Chinese), plus a CJK
/// fallback for glyphs an explicit font lacks.
public struct FontLocator: Sendable {
    /// The primary face and, when it is not already the CJK face, the face to fall back to.
    public struct Choice: Hashable, Sendable {
        public var primary: FontFace
        public var fallback: FontFace?

        public init(primary: FontFace, fallback: FontFace? = nil) {
            self.primary = primary
            self.fallback = fallback
        }
    }

    /// The fontconfig pattern for the CJK face.
    public static let cjkPattern = "sans-serif:lang=zh-cn"

    /// fontconfig's answer, when it was asked ahead (`FontLookup`); nil: ask when locating.
    private let lookup: FontLookup?

    public init(lookup: FontLookup? = nil) { self.lookup = lookup }

    /// - Parameter explicitPath: `--font PATH`, optionally `PATH:INDEX` for a face in a collection.
    public func locate(explicitPath: String? = nil) throws(FontError) -> Choice {
        let match = lookup.map { $0.answer() } ?? Self.fontconfigMatch(Self.cjkPattern)
        let cjk = match.flatMap { Self.usable($0) ? $0 : nil }
        if let explicitPath {
            let face = Self.parse(explicitPath)
            try Self.checkRegularFile(face.path)
            try Self.verifyOpens(face)
            return Choice(primary: face, fallback: cjk == face ? nil : cjk)
        }
        if let cjk { return Choice(primary: cjk) }
        for face in Self.wellKnownFaces where Self.usable(face) { return Choice(primary: face) }
        throw .noUsableFont
    }

    /// Where fontconfig's answer is missing (no fc-match binary), the Debian/Ubuntu paths of
    /// fonts that cover Chinese.
    static let wellKnownFaces = [
        FontFace(path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"),
        FontFace(path: "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc"),
        FontFace(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", index: 2),
    ]

    /// `fc-match -f '%{file}:%{index}' PATTERN`, or nil when fontconfig is absent or answers nothing.
    public static func fontconfigMatch(_ pattern: String) -> FontFace? {
        FontLookup(pattern: pattern).answer()
    }

    /// `PATH` or `PATH:INDEX`; a colon not followed by digits belongs to the path.
    static func parse(_ spec: String) -> FontFace {
        if let colon = spec.lastIndex(of: ":"), let index = Int(spec[spec.index(after: colon)...]), index >= 0 {
            return FontFace(path: String(spec[..<colon]), index: index)
        }
        return FontFace(path: spec)
    }

    static func usable(_ face: FontFace) -> Bool {
        (try? checkRegularFile(face.path)) != nil && (try? verifyOpens(face)) != nil
    }

    /// Looked at with stat(2) before anything opens it: open(2) on a FIFO waits for a writer
    /// for ever, and SDL_ttf opens the path as given.
    static func checkRegularFile(_ path: String) throws(FontError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .fileNotFound(path: path) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw .notAFile(path: path, kind: "a directory")
        case S_IFIFO: throw .notAFile(path: path, kind: "a FIFO")
        case S_IFSOCK: throw .notAFile(path: path, kind: "a socket")
        default: throw .notAFile(path: path, kind: "a device")
        }
    }

    /// Opens the face once so a broken file fails at startup with its name, not at the first label.
    /// Needs SDL_ttf initialised; when it is not, this initialises it for the duration of the probe.
    static func verifyOpens(_ face: FontFace) throws(FontError) {
        let ownInit = TTF_WasInit() == 0
        if ownInit { _ = TTF_Init() }
        defer { if ownInit { TTF_Quit() } }
        // Through the same mapping the text cache reads, never SDL_ttf's own open of the path.
        guard let file = MappedFontFile(path: face.path) else {
            throw .cannotOpen(path: face.path, message: "the file is empty or cannot be read")
        }
        guard let font = file.open(pixelSize: 16, index: face.index) else {
            throw .cannotOpen(path: face.path, message: String(cString: SDL_GetError()))
        }
        TTF_CloseFont(font)
    }
}

/// `fc-match` running in the background from the moment this is made: started before SDL and
/// the window come up, its ~30–60 ms (loading fontconfig's configuration) overlap theirs instead
/// of adding to the time before the first frame.
public final class FontLookup: @unchecked Sendable {
    private let process: ChildProcess?
    private let pipe = Pipe()
    private var cached: FontFace??

    public init(pattern: String = FontLocator.cjkPattern) {
        guard
            let executable = ["/usr/bin/fc-match", "/bin/fc-match", "/usr/local/bin/fc-match"]
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else {
            process = nil
            return
        }
        // Not Foundation's Process: its launch can crash the parent on Linux (ChildProcess).
        let devNull = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { if devNull >= 0 { close(devNull) } }
        process = try? ChildProcess(
            executable: executable, arguments: ["-f", "%{file}:%{index}", pattern],
            environment: ProcessInfo.processInfo.environment, stdout: pipe.fileHandleForWriting.fileDescriptor,
            stderr: devNull >= 0 ? devNull : nil, inheritInput: false)
        // The child holds the write end now; ours must go, or reading never sees the end.
        try? pipe.fileHandleForWriting.close()
    }

    /// The face fc-match named (waits for it), or nil when it is absent or answers nothing.
    public func answer() -> FontFace? {
        if let cached { return cached }
        let face = read()
        cached = .some(face)
        return face
    }

    private func read() -> FontFace? {
        guard let process else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        guard process.waitUntilExit() == .exit(0),
            let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            !text.isEmpty
        else { return nil }
        let face = FontLocator.parse(text)
        return FileManager.default.fileExists(atPath: face.path) ? face : nil
    }
}
