import Foundation
import Testing

@testable import SDLHost

/// Reading a scene file from the real disk: only a regular UTF-8 file of at most 128 KiB gives
/// text; anything else says what it is, and a FIFO in the file's place never blocks the read.
@Suite struct SceneFileReaderTests {
    static func folder(_ name: String = #function) throws -> String {
        let dir = NSTemporaryDirectory() + "mp-scene-reader-\(getpid())-\(name.prefix(24))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static func expect(_ path: String, fails error: SceneFileReadError) {
        #expect(throws: error) { try SceneFileReader.read(path) }
    }

    @Test func aRegularUTF8FileUpToTheLimitIsItsText() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let text = "{\"title\": \"Café 卡片\"}" + String(repeating: " ", count: 100)
        try text.write(toFile: dir + "/a.json", atomically: false, encoding: .utf8)
        #expect(try SceneFileReader.read(dir + "/a.json") == text)
        let full = String(repeating: "x", count: SceneFileReader.maxBytes)
        try full.write(toFile: dir + "/full.json", atomically: false, encoding: .utf8)
        #expect(try SceneFileReader.read(dir + "/full.json").utf8.count == 131_072)
    }

    @Test func whatIsNotAScenesTextSaysWhatItIs() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        Self.expect(dir + "/none.json", fails: .missing)
        Self.expect(dir + "/none/inside.json", fails: .missing)
        try FileManager.default.createDirectory(atPath: dir + "/dir.json", withIntermediateDirectories: true)
        Self.expect(dir + "/dir.json", fails: .notRegular(kind: "a directory"))
        // No writer: opening it for reading would wait for one, and the window with it.
        #expect(mkfifo(dir + "/fifo.json", 0o600) == 0)
        Self.expect(dir + "/fifo.json", fails: .notRegular(kind: "a FIFO"))
        Self.expect("/dev/null", fails: .notRegular(kind: "a device"))
        try Data(count: 200_000).write(to: URL(fileURLWithPath: dir + "/big.json"))
        Self.expect(dir + "/big.json", fails: .tooBig(bytes: 200_000))
        try Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D]).write(to: URL(fileURLWithPath: dir + "/latin.json"))
        Self.expect(dir + "/latin.json", fails: .notUTF8(position: "byte 0xFF at line 1, column 3"))
    }

    @Test func aFileItsOwnerMayNotReadIsUnreadable() throws {
        // Root reads every file whatever its mode; the fake disk of SceneReloadsTests covers it there.
        guard geteuid() != 0 else { return }
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "{}".write(toFile: dir + "/locked.json", atomically: false, encoding: .utf8)
        #expect(chmod(dir + "/locked.json", 0) == 0)
        Self.expect(dir + "/locked.json", fails: .unreadable(errno: EACCES))
    }
}
