import Foundation

/// Where an `OutputFile` writes: the decision between replacing a file and writing a device
/// in place, and the checks that let a hopeless path fail before any work starts.
extension OutputFile {
    enum Target: Equatable {
        /// Write the path itself (a device, a FIFO): never replaced.
        case direct
        /// Write a hidden sibling and rename it onto this path (the target, links resolved).
        case replace(String)
    }

    /// Checks a path the command will write, before any work: exit 2 with one line for a
    /// directory, a missing or unwritable folder, an unwritable device, a dangling link.
    static func validate(_ path: String, flag: String) throws(ExitFailure) {
        _ = try target(path, flag: flag)
    }

    static func target(_ path: String, flag: String, editsInput: Bool = false) throws(ExitFailure) -> Target {
        guard !path.isEmpty else { throw .badInput("\(flag) needs a file name") }
        if !editsInput { try InputFiles.refuseInput(at: path, flag: flag) }
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                throw .badInput("\(flag) \(path) is a directory; give a file name")
            case S_IFREG:
                var link = stat()
                guard lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK else {
                    try checkFolder(of: path, flag: flag, path: path)
                    // The shell's `>` and cp refuse a file the user may not write; a rename
                    // would not, since it asks only the folder.
                    guard access(path, W_OK) == 0 else {
                        throw .badInput(
                            "\(flag) \(path) is read-only (mode \(String(info.st_mode & 0o7777, radix: 8))), and an "
                                + "output never replaces a file you may not write; choose another file name, "
                                + "or make it writable first (chmod u+w)")
                    }
                    return .replace(path)
                }
                // A link is never written through: the new file replaces the link and the file
                // it named stays as it was. But /dev/stdout and /dev/fd/N lead through /proc to
                // the descriptor's file (stdout redirected to a file): that one is written in place.
                guard let resolved = realpath(path, nil) else { return .direct }
                defer { free(resolved) }
                if String(cString: resolved).hasPrefix("/proc/") || Self.leadsThroughProc(path) { return .direct }
                try checkFolder(of: path, flag: flag, path: path)
                return .replace(path)
            default:
                guard access(path, W_OK) == 0 else {
                    throw .badInput("\(flag) \(path) is not writable; choose another")
                }
                return .direct
            }
        }
        let missing = errno
        var link = stat()
        if lstat(path, &link) == 0 {
            throw .badInput("\(flag) \(path) is a symbolic link to nothing; give the real file name")
        }
        if missing != ENOENT {
            throw .badInput("\(flag) \(path): \(String(cString: strerror(missing))); choose another file name")
        }
        try checkFolder(of: path, flag: flag, path: path)
        return .replace(path)
    }

    /// True when a link in the chain from `path` points into /proc (/dev/stdout → /proc/self/fd/1).
    private static func leadsThroughProc(_ path: String) -> Bool {
        var current = path
        for _ in 0..<40 {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return false }
            if target.hasPrefix("/proc/") { return true }
            current = target.hasPrefix("/") ? target : folderPath(of: current) + "/" + target
        }
        return false
    }

    private static func checkFolder(of file: String, flag: String, path: String) throws(ExitFailure) {
        let folder = folderPath(of: file)
        var info = stat()
        guard stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw .badInput("\(flag) \(path): the folder \(folder) does not exist; create it or choose another")
        }
        guard access(folder, W_OK) == 0 else {
            throw .badInput("\(flag) \(path): the folder \(folder) is not writable; choose another")
        }
    }

    static func folderPath(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// Creates `.NAME-XXXXXXXX.EXT` beside `target` (O_EXCL, so never an existing file; mode
    /// 0666 less the umask, as a plain creation gets). The extension stays last for programs
    /// that pick the format from the name.
    static func createSibling(of target: String, flag: String, path: String) throws(ExitFailure) -> (Int32, String) {
        let folder = folderPath(of: target)
        let name = target.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? "output"
        // NAME_MAX is 255 bytes: long names are shortened (whole characters) to leave room for the tag.
        func clipped(_ s: Substring, _ bytes: Int) -> String {
            var out = ""
            for c in s where out.utf8.count + c.utf8.count <= bytes { out.append(c) }
            return out
        }
        let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }
        let stem = clipped(dot.map { name[..<$0] } ?? name[...], 180)
        let ext = dot.map { clipped(name[$0...], 40) } ?? ""
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let tag = String((0..<8).map { _ in letters[Int(generator.next() % UInt64(letters.count))] })
            let hidden = "\(folder)/.\(stem)-\(tag)\(ext)"
            let fd = open(hidden, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd >= 0 { return (fd, hidden) }
            if errno != EEXIST { throw openFailure(flag: flag, path: path, code: errno) }
        }
        throw .environment(
            "\(flag) \(path): cannot create a temporary file in \(folder); "
                + "remove stale .\(stem)-* files there")
    }

    /// Gives the new file `fd` the mode, owner and group of the file it will replace, as the
    /// shell's `>` leaves them: a 0600 file stays 0600, another user's file stays theirs. Where
    /// the system will not allow that (another user's file, for anyone but root), the output is
    /// refused rather than the file silently changing hands.
    static func keepAttributes(of target: String, on fd: Int32, flag: String, path: String) throws(ExitFailure) {
        var old = stat()
        guard stat(target, &old) == 0, old.st_mode & S_IFMT == S_IFREG else { return }
        var new = stat()
        guard fstat(fd, &new) == 0 else { return }
        if new.st_uid != old.st_uid || new.st_gid != old.st_gid {
            guard fchown(fd, old.st_uid, old.st_gid) == 0 else {
                let whose = new.st_uid != old.st_uid ? "belongs to another user" : "belongs to a group you are not in"
                throw .badInput(
                    "\(flag) \(path) \(whose), and replacing it would change its owner; choose another file name")
            }
        }
        // After chown, which clears the set-id bits; those are not kept (an output is data).
        _ = fchmod(fd, old.st_mode & 0o1777)
    }

    /// Creation failures: the system's fault (a full disk) is exit 3, the path's is exit 2.
    static func openFailure(flag: String, path: String, code: Int32) -> ExitFailure {
        let text = String(cString: strerror(code))
        switch code {
        case ENOSPC, EDQUOT, EIO, EMFILE, ENFILE, ENOMEM:
            return .environment("\(flag) \(path): cannot create it (\(text)); free some space or write elsewhere")
        default:
            return .badInput("\(flag) \(path): cannot create it (\(text)); choose another file name or location")
        }
    }

    /// Makes the renamed entry durable (fsync of the folder); best effort, since some file
    /// systems refuse to sync a directory.
    static func syncFolder(of file: String) {
        let dir = open(folderPath(of: file), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard dir >= 0 else { return }
        _ = fsync(dir)
        close(dir)
    }
}
