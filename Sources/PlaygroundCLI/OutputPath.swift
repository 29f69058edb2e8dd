import Foundation

/// Checks a file the command will write before any work starts, so a typo in a folder name is
/// exit 2 with one line, not a finished run with a lost result.
enum OutputPath {
    static func validate(_ path: String, flag: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ExitFailure.badInput("\(flag) \(path) is a directory; give a file name")
        }
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ExitFailure.badInput("\(flag) \(path): the folder \(folder) does not exist; create it or choose another")
        }
        guard access(folder, W_OK) == 0 else {
            throw ExitFailure.badInput("\(flag) \(path): the folder \(folder) is not writable; choose another")
        }
    }
}
