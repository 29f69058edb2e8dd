import Glibc

/// Why a scene file has no text to give: what the host tells the user instead of a scene,
/// on the command line (`scene check`, `run --scene`) and, for a save while the window is
/// open, in the window's error bar (`reason`, after the file's name).
public enum SceneFileReadError: Error, Hashable, Sendable {
    /// No file at the path (deleted, or renamed away).
    case missing
    /// Something else than a regular file is there: `kind` is "a directory", "a FIFO"….
    case notRegular(kind: String)
    /// More bytes than a scene file may have.
    case tooBig(bytes: Int64)
    /// The system refused to open or read it (`errno`: EACCES, EIO…).
    case unreadable(errno: Int32)
    /// Its bytes are not UTF-8: `position` says where (`byte 0xE9 at line 1, column 2`).
    case notUTF8(position: String)

    /// One clause for the window, which shows it as `FILE: reason`.
    public var reason: String {
        switch self {
        case .missing: "gone (deleted or renamed away)"
        case .notRegular(let kind): "\(kind), not a regular file; save the scene as a .json file there"
        case .tooBig(let bytes):
            "\(bytes) bytes, more than a scene file may have (\(SceneFileReader.maxBytes)); is it a scene file?"
        case .unreadable(let code): "cannot be read (\(String(cString: strerror(code))))"
        case .notUTF8(let position): "not UTF-8 text (\(position)); save it as UTF-8 JSON"
        }
    }
}
