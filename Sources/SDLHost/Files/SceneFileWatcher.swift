import Foundation
import Glibc
import Synchronization

/// Watches files for saves with inotify, on a thread of its own, and says which changed.
///
/// It watches each file's folder, not the file: most editors save by writing a new file and
/// renaming it over the old one (vim, VS Code, JetBrains, `sed -i`), which ends a watch on the
/// old file's inode. A save is a finished write (`IN_CLOSE_WRITE`) or a file renamed into place
/// (`IN_MOVED_TO`); plain writes are not, so a half-written file is never reported. A file
/// deleted or renamed away (`IN_DELETE`, `IN_MOVED_FROM`) or whose permissions changed
/// (`IN_ATTRIB`) is reported too, so the window can say it no longer reads. The thread
/// blocks in `poll` and costs nothing while nothing changes; `onChange` runs on it once per
/// batch of events (the host posts an `ExternalWake` there).
public final class SceneFileWatcher: @unchecked Sendable {
    public enum WatchError: Error, CustomStringConvertible {
        case inotify(String)

        public var description: String {
            switch self {
            case .inotify(let why): "cannot watch the scene files: \(why)"
            }
        }
    }

    /// What the thread and the owner share.
    private final class Shared: Sendable {
        let changed = Mutex<Set<String>>([])
    }

    private let shared = Shared()
    /// The write end of the pipe that stops the thread.
    private let stopFD: Int32

    /// Starts watching `paths` (as given; they are what `takeChanged` returns).
    public init(paths: [String], onChange: @escaping @Sendable () -> Void) throws(WatchError) {
        let fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { throw .inotify(String(cString: strerror(errno))) }
        // Folder watch descriptor → (file name in it → the path as the user gave it).
        var names: [Int32: [String: String]] = [:]
        let mask =
            UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)
            | UInt32(IN_ATTRIB)
        for path in paths {
            // The file as named, and where a symbolic link leads (a save there counts too).
            var places = [path]
            if let real = realpath(path, nil) {
                places.append(String(cString: real))
                free(real)
            }
            for place in Set(places) {
                let url = URL(fileURLWithPath: place)
                let folder = url.deletingLastPathComponent().path
                let wd = inotify_add_watch(fd, folder, mask)
                guard wd >= 0 else {
                    let why = String(cString: strerror(errno))
                    close(fd)
                    throw .inotify("\(folder): \(why)")
                }
                names[wd, default: [:]][url.lastPathComponent] = path
            }
        }
        var pipeFDs: [Int32] = [0, 0]
        guard pipe(&pipeFDs) == 0 else {
            let why = String(cString: strerror(errno))
            close(fd)
            throw .inotify(why)
        }
        stopFD = pipeFDs[1]
        let stopRead = pipeFDs[0]
        // Not inherited by the ffmpeg or xdotool a session may start.
        for end in pipeFDs { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let shared = self.shared
        let watched = names
        let thread = Thread {
            Self.watch(fd: fd, stop: stopRead, names: watched, shared: shared, onChange: onChange)
            close(fd)
            close(stopRead)
        }
        thread.name = "scene-watcher"
        thread.start()
    }

    deinit {
        var byte: UInt8 = 1
        _ = write(stopFD, &byte, 1)
        close(stopFD)
    }

    /// The paths saved since the last call (each once), sorted.
    public func takeChanged() -> [String] {
        shared.changed.withLock { changed in
            defer { changed.removeAll() }
            return changed.sorted()
        }
    }

    private static func watch(
        fd: Int32, stop: Int32, names: [Int32: [String: String]], shared: Shared,
        onChange: @Sendable () -> Void
    ) {
        // Room for many events at once; an event is a 16-byte header and a padded name.
        let capacity = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        var fds = [
            pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            fds[0].revents = 0
            fds[1].revents = 0
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[1].revents != 0 { return }
            guard fds[0].revents & Int16(POLLIN) != 0 else {
                if fds[0].revents != 0 { return }  // the descriptor broke
                continue
            }
            let count = read(fd, buffer, capacity)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            var seen: Set<String> = []
            var offset = 0
            let headerSize = MemoryLayout<inotify_event>.size
            while offset + headerSize <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameLength = Int(event.len)
                if nameLength > 0, offset + headerSize + nameLength <= count {
                    let namePointer = (buffer + offset + headerSize).assumingMemoryBound(to: CChar.self)
                    let name = String(cString: namePointer)
                    if let path = names[event.wd]?[name] { seen.insert(path) }
                }
                offset += headerSize + nameLength
            }
            guard !seen.isEmpty else { continue }
            shared.changed.withLock { $0.formUnion(seen) }
            onChange()
        }
    }
}
