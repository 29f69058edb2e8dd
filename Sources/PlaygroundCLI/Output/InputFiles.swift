import Foundation
import PlaygroundCore

/// The files the running command reads, so that none of its outputs can replace one.
///
/// `verify r.jsonl --junit r.jsonl` turned the user's only copy of a recording into JUnit XML,
/// and `export --scene s.json --output s.json` a scene into Swift: each output is renamed over
/// its target, whatever that was. A command therefore declares each file it reads before it
/// writes anything, and `OutputFile` refuses (exit 2, naming both) any output that is one of
/// them: the same device and inode, so a second spelling of the path, a symbolic link to it or
/// a hard link is caught as surely as the same name. A link is followed on both sides.
///
/// Only regular files are declared: a FIFO or a terminal read as input (`/dev/stdin`) may well be
/// the terminal stdout goes to, and is never replaced anyway (`OutputFile` writes such in place).
enum InputFiles {
    struct Input: Equatable {
        /// As the user gave it, for messages.
        let path: String
        /// How the command reads it, for messages: "the recording", "--scene".
        let role: String
        let device: UInt64
        let inode: UInt64
    }

    /// One command runs per process, on the main thread.
    nonisolated(unsafe) private(set) static var declared: [Input] = []

    /// Declares a file the command reads. A path that does not exist (yet) or is not a regular
    /// file is left out: its reader reports it, and nothing can replace it here.
    static func declare(_ path: String, as role: String) {
        guard let identity = identity(of: path), !declared.contains(where: { $0.path == path }) else { return }
        declared.append(Input(path: path, role: role, device: identity.device, inode: identity.inode))
    }

    static func declare(_ paths: [String], as role: String) {
        for path in paths { declare(path, as: role) }
    }

    static func declare(_ path: String?, as role: String) {
        if let path { declare(path, as: role) }
    }

    /// `--font PATH` or `PATH:INDEX` (a face in a collection).
    static func declareFont(_ spec: String?) {
        guard let spec else { return }
        declare(spec, as: "the font")
        if let colon = spec.lastIndex(of: ":"), Int(spec[spec.index(after: colon)...]) != nil {
            declare(String(spec[..<colon]), as: "the font")
        }
    }

    /// The declared input `path` is (links followed), if any.
    static func input(at path: String) -> Input? {
        guard let identity = identity(of: path) else { return nil }
        return declared.first { $0.device == identity.device && $0.inode == identity.inode }
    }

    /// Throws exit 2 when the output `path` (named by `flag`) is one of the command's inputs.
    static func refuseInput(at path: String, flag: String) throws(ExitFailure) {
        guard let input = input(at: path) else { return }
        let what = input.path == path ? input.role : "\(input.path), \(input.role)"
        throw .badInput(
            "\(flag) \(path) is \(what) this command reads, and writing it would replace it; "
                + "choose another file name")
    }

    /// Device and inode of a regular file, links followed; nil for anything else.
    private static func identity(of path: String) -> (device: UInt64, inode: UInt64)? {
        var info = stat()
        guard !path.isEmpty, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// Forgets every declaration (tests that run several commands in one process).
    static func reset() { declared = [] }
}
