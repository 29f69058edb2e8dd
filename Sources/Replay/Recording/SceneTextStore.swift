import Foundation
import PlaygroundCore

/// The scene texts a live session may still have to write into a recording, each distinct
/// text once, kept out of memory.
///
/// Ctrl+R records a session from its first frame, so every save since launch can reach a
/// file, and each save can matter to the state (a save with fewer items moves the selection,
/// and the next save keeps that selection). Holding each save's whole text for that took the
/// window from 43 to 99 MB over 400 saves of a 125 KB scene. Here a text equal to one already
/// held (byte for byte: found by its hash, then compared) is that one again, and a new text
/// goes to a hidden spill file, unlinked as soon as it is created so nothing outlives the
/// session, and is read back only while a recording starts. Memory then holds a few
/// numbers per distinct text, whatever its size; the disk holds what that recording would.
///
/// Where no spill file can be made or written (no writable folder, a full disk), the text is
/// kept in memory instead, still once per distinct text: a later Ctrl+R must replay exactly,
/// and `spillProblem` says why once.
public final class SceneTextStore {
    /// One distinct text.
    public struct Key: Hashable, Sendable {
        let index: Int
    }

    private enum Place {
        case memory(String)
        case disk(offset: Int64, length: Int)
    }

    private var places: [Place] = []
    /// A text's hash → the texts with that hash (nearly always one).
    private var byHash: [Int: [Int]] = [:]
    /// The spill file, or -1 while there is none (not needed yet, or none could be made).
    private var fd: Int32 = -1
    /// Where the spill file may go. It is made on the first text, so a session whose scenes are
    /// never saved creates no folder and no file.
    private let folders: [String]
    private var triedSpillFile = false
    /// The spill file's length: where the next text goes.
    private var end: Int64 = 0
    /// Why texts are kept in memory, when they are (for one line on stderr).
    public private(set) var spillProblem: String?
    /// Bytes of text held in this process's memory.
    public private(set) var bytesInMemory = 0

    /// Spills into the first of `folders` (created if missing) that takes a new file; none: memory.
    public init(spillFolders: [String]) {
        folders = spillFolders
    }

    /// Spills into `descriptor` (open for reading and writing, at offset 0), which this store closes.
    init(spillDescriptor descriptor: Int32) {
        fd = descriptor
        folders = []
        triedSpillFile = true
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    /// Distinct texts held, in memory or on disk.
    public var distinctTexts: Int { places.count }

    /// Distinct texts held in memory (none while the spill file takes them).
    public var textsInMemory: Int {
        places.reduce(0) { count, place in
            if case .memory = place { count + 1 } else { count }
        }
    }

    /// Bytes in the spill file.
    public var bytesOnDisk: Int64 { end }

    /// The key of `text`: the one it already has when an equal text is held, else a new one.
    public func add(_ text: String) -> Key {
        var text = text
        let hash = text.withUTF8 { bytes in
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            return hasher.finalize()
        }
        for index in byHash[hash] ?? [] where holds(index, sameAs: &text) { return Key(index: index) }
        let index = places.count
        if let offset = spill(&text) {
            places.append(.disk(offset: offset, length: text.utf8.count))
        } else {
            places.append(.memory(text))
            bytesInMemory += text.utf8.count
        }
        byHash[hash, default: []].append(index)
        return Key(index: index)
    }

    /// The text of `key`, exactly as it was added.
    public func text(_ key: Key) throws(ReplayError) -> String {
        switch places[key.index] {
        case .memory(let text):
            return text
        case .disk(let offset, let length):
            return String(decoding: try read(offset: offset, length: length), as: UTF8.self)
        }
    }

    /// Byte for byte: Swift's `==` would take two spellings of the same accented letter as
    /// one text, and the recording must hold what the file held.
    private func holds(_ index: Int, sameAs text: inout String) -> Bool {
        switch places[index] {
        case .memory(let held):
            return held.utf8.elementsEqual(text.utf8)
        case .disk(let offset, let length):
            guard length == text.utf8.count, let held = try? read(offset: offset, length: length) else { return false }
            return text.withUTF8 { bytes in held.elementsEqual(bytes) }
        }
    }

    /// Appends `text` to the spill file; nil when there is none or the write fails (then the
    /// next text tries again at the same place, so a freed disk is used again).
    private func spill(_ text: inout String) -> Int64? {
        if !triedSpillFile { openSpillFile() }
        guard fd >= 0 else { return nil }
        let offset = end
        let failure = text.withUTF8 { bytes in
            Self.whole(bytes.count, at: offset, noProgress: ENOSPC) { pwrite(fd, bytes.baseAddress! + $0, $1, $2) }
        }
        if let failure {
            if spillProblem == nil {
                spillProblem =
                    "earlier scene saves are kept in memory for Ctrl+R: the spill file refused one "
                    + "(\(String(cString: strerror(failure))))"
            }
            return nil
        }
        end += Int64(text.utf8.count)
        return offset
    }

    private func read(offset: Int64, length: Int) throws(ReplayError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: length)
        let failure = bytes.withUnsafeMutableBytes { buffer in
            Self.whole(length, at: offset, noProgress: EIO) { pread(fd, buffer.baseAddress! + $0, $1, $2) }
        }
        if let failure {
            throw ReplayError(
                .unreadable, file: "the session's scene saves",
                problem: "an earlier save cannot be read back (\(String(cString: strerror(failure))))",
                advice: "record from a new session")
        }
        return bytes
    }

    /// Runs `io(done, left, position)` (a pread or pwrite) until `count` bytes from `offset` are
    /// through, across short transfers and EINTR; nil, or the errno that stopped it
    /// (`noProgress` when a call moved nothing without an error).
    private static func whole(
        _ count: Int, at offset: Int64, noProgress: Int32, _ io: (Int, Int, off_t) -> Int
    ) -> Int32? {
        var done = 0
        while done < count {
            let n = io(done, count - done, off_t(offset) + off_t(done))
            if n > 0 {
                done += n
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                return n < 0 ? errno : noProgress
            }
        }
        return nil
    }

    /// Makes the spill file in the first folder that takes one, once; else says why texts stay in memory.
    private func openSpillFile() {
        triedSpillFile = true
        var problems: [String] = []
        for folder in folders {
            fd = Self.createHiddenFile(in: folder, problems: &problems)
            if fd >= 0 { break }
        }
        if fd < 0 {
            spillProblem =
                "earlier scene saves are kept in memory for Ctrl+R"
                + (problems.isEmpty ? "" : " (no spill file: \(problems.joined(separator: "; ")))")
        }
    }

    /// A new file in `folder`, readable by its owner only, already unlinked: it goes when the
    /// descriptor is closed, even after a crash. -1, with why in `problems`, when it cannot be made.
    private static func createHiddenFile(in folder: String, problems: inout [String]) -> Int32 {
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            problems.append("\(folder): cannot create the folder")
            return -1
        }
        var template = Array((folder + "/.scene-saves-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            problems.append("\(folder): \(String(cString: strerror(errno)))")
            return -1
        }
        // Not inherited by the ffmpeg or xdotool a session may start.
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return descriptor
    }
}
