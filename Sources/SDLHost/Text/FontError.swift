/// Why no font could be set up. Maps to exit code 3 (no usable font) or 2 (a bad --font argument).
public enum FontError: Error, CustomStringConvertible, Sendable, Equatable {
    case noUsableFont
    case fileNotFound(path: String)
    case cannotOpen(path: String, message: String)
    /// A FIFO, a device or a directory: opening a FIFO blocks until a writer comes, and a font
    /// is mapped whole, so only a regular file can be one.
    case notAFile(path: String, kind: String)

    public var description: String {
        switch self {
        case .noUsableFont:
            return
                "no usable font found: install fonts-wqy-microhei (apt-get install fonts-wqy-microhei) or pass --font PATH"
        case .fileNotFound(let path):
            return "font file not found: \(path) (pass an existing .ttf/.ttc/.otf to --font)"
        case .cannotOpen(let path, let message):
            return "cannot open font \(path): \(message)"
        case .notAFile(let path, let kind):
            return "font \(path) is \(kind), not a font file; pass a .ttf/.ttc/.otf file to --font"
        }
    }

    /// 2 when the user named a bad file, 3 when the machine simply has no font.
    public var exitCode: Int32 {
        switch self {
        case .noUsableFont: return 3
        case .fileNotFound, .cannotOpen, .notAFile: return 2
        }
    }
}
